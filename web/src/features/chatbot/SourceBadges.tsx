import { Flex, Tag, Tooltip, theme } from 'antd';
import type { ChatCitation } from './chat-stream';

/** Names said to screen readers, and colours, of the source types beyond the spec's (the college list, a letter draft's items). */
const LABELS: Record<string, { label: string; color: string }> = {
  college_list: { label: 'College list', color: 'green' },
  academic_plan: { label: 'Academic plan', color: 'geekblue' },
  counselor_note: { label: 'Counselor note', color: 'purple' },
  task: { label: 'Task', color: 'orange' },
  // What a letter's cited draft draws on besides the profile and the list.
  course: { label: 'Course', color: 'cyan' },
  activity: { label: 'Activity', color: 'cyan' },
  meeting: { label: 'Meeting', color: 'purple' },
  brag_sheet: { label: 'Brag sheet', color: 'gold' },
  request_note: { label: "Student's note", color: 'gold' },
};

/** Sources under an assistant message: the type and the first 30 characters of the content. */
export function SourceBadges({ sources }: { sources: ChatCitation[] }) {
  // A coloured tag takes the theme's text colour so its text stays readable (4.5:1) in light and dark.
  const { token } = theme.useToken();
  if (!sources.length) return null;
  return (
    <Flex wrap gap={4} aria-label="Sources" role="list" style={{ marginTop: 8 }}>
      {sources.map((s, i) => (
        <Tooltip key={i} title={s.title ? `${s.title}: ${s.content.slice(0, 300)}` : s.content.slice(0, 300)}>
          <Tag
            role="listitem" color={LABELS[s.type]?.color ?? 'blue'} data-testid="source-badge" data-source-type={s.type}
            aria-label={LABELS[s.type] ? `${LABELS[s.type].label}: ${s.content.slice(0, 30)}` : undefined}
            style={{ marginInlineEnd: 0, ...(LABELS[s.type] ? { color: token.colorText } : {}) }}
          >
            {s.type}: {s.content.slice(0, 30)}
          </Tag>
        </Tooltip>
      ))}
    </Flex>
  );
}
