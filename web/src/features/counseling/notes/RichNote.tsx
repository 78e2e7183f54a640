import { theme } from 'antd';
import './rich-note.css';

/**
 * A note's body as HTML. dangerouslySetInnerHTML is safe here ONLY because the counseling service sanitizes every
 * body on write with a maintained sanitizer, keeping p, br, ul, ol, li and a (http, https, mailto) and nothing
 * else; never pass HTML from any other source to this component.
 */
export function RichNote({ html }: { html: string }) {
  const { token } = theme.useToken();
  return (
    <div className="counsel-note-body" style={{ overflowWrap: 'anywhere', color: token.colorText }}
      dangerouslySetInnerHTML={{ __html: html }} />
  );
}
