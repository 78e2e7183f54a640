import { useTranslation } from 'react-i18next';
import { Flex, Tag, Tooltip, theme } from 'antd';
import type { ChatCitation } from './chat-stream';

/** Names said to screen readers, and colours, of the source types beyond the spec's (the college list, a letter draft's items). */
const COLORS: Record<string, string> = {
  college_list: 'green',
  academic_plan: 'geekblue',
  counselor_note: 'purple',
  task: 'orange',
  // What a letter's cited draft draws on besides the profile and the list.
  course: 'cyan',
  activity: 'cyan',
  meeting: 'purple',
  brag_sheet: 'gold',
  request_note: 'gold',
};

/** Sources under an assistant message: the type and the first 30 characters of the content. */
export function SourceBadges({ sources }: { sources: ChatCitation[] }) {
  // A coloured tag takes the theme's text colour so its text stays readable (4.5:1) in light and dark.
  const { token } = theme.useToken();
  const { t } = useTranslation('assistant');
  if (!sources.length) return null;
  return (
    <Flex wrap gap={4} aria-label={t('sources')} role="list" style={{ marginTop: 8 }}>
      {sources.map((s, i) => (
        <Tooltip key={i} title={s.title ? `${s.title}: ${s.content.slice(0, 300)}` : s.content.slice(0, 300)}>
          <Tag
            role="listitem" color={COLORS[s.type] ?? 'blue'} data-testid="source-badge" data-source-type={s.type}
            aria-label={COLORS[s.type] ? t('sourceLabel', { label: t(`sourceTypes.${s.type}`), content: s.content.slice(0, 30) }) : undefined}
            style={{ marginInlineEnd: 0, ...(COLORS[s.type] ? { color: token.colorText } : {}) }}
          >
            {s.type}: {s.content.slice(0, 30)}
          </Tag>
        </Tooltip>
      ))}
    </Flex>
  );
}
