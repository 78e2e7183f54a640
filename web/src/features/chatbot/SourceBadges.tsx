import { Flex, Tag, Tooltip } from 'antd';
import type { ChatCitation } from './chat-stream';

/** Sources under an assistant message: the type and the first 30 characters of the content (spec section 9). */
export function SourceBadges({ sources }: { sources: ChatCitation[] }) {
  if (!sources.length) return null;
  return (
    <Flex wrap gap={4} aria-label="Sources" role="list" style={{ marginTop: 8 }}>
      {sources.map((s, i) => (
        <Tooltip key={i} title={s.title ? `${s.title}: ${s.content.slice(0, 300)}` : s.content.slice(0, 300)}>
          <Tag role="listitem" color="blue" data-testid="source-badge" style={{ marginInlineEnd: 0 }}>
            {s.type}: {s.content.slice(0, 30)}
          </Tag>
        </Tooltip>
      ))}
    </Flex>
  );
}
