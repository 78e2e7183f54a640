import { Typography, theme } from 'antd';

interface Block { heading: boolean; text: string }

/** A note's text: blank lines between paragraphs, '#' or '##' lines as headings. */
function blocks(body: string): Block[] {
  return body.replace(/\r\n?/g, '\n').split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean).map((p) => {
    const m = /^#{1,3}\s+(.*)$/s.exec(p);
    return m ? { heading: true, text: m[1].trim() } : { heading: false, text: p };
  });
}

/**
 * Renders a note as plain text (never HTML). A first heading that repeats the item's title is
 * dropped: the card already shows it.
 */
export function NoteBody({ body, title, headingLevel = 3 }: { body: string; title?: string; headingLevel?: 3 | 4 | 5 }) {
  const { token } = theme.useToken();
  const parts = blocks(body);
  if (parts[0]?.heading && title && parts[0].text.toLowerCase() === title.toLowerCase()) parts.shift();
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
