import { Typography, theme } from 'antd';
import { noteBlocks } from './note-blocks';

/**
 * Renders a note as plain text (never HTML). A first heading that repeats the item's title is
 * dropped: the card already shows it.
 */
export function NoteBody({ body, title, headingLevel = 3 }: { body: string; title?: string; headingLevel?: 3 | 4 | 5 }) {
  const { token } = theme.useToken();
  const parts = noteBlocks(body, title);
  return (
    <div>
      {parts.map((b, i) => b.heading ? (
        <Typography.Title key={i} level={headingLevel} style={{ fontSize: token.fontSize, margin: `${token.marginSM}px 0 ${token.marginXXS}px` }}>{b.text}</Typography.Title>
      ) : (
        <Typography.Paragraph key={i} style={{ whiteSpace: 'pre-line', marginBottom: token.marginSM }}>{b.text}</Typography.Paragraph>
      ))}
    </div>
  );
}
