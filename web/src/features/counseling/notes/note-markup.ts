/**
 * The note editor is a plain textarea (no rich-text editor is installed): blank lines separate paragraphs, lines
 * starting with "- " make a bulleted list, "1. " a numbered one, and [text](https://…) a link. The text is escaped
 * before it becomes HTML, so whatever the counselor types (a `<script>` included) stays text; the server sanitizes
 * the result again to p, br, ul, ol, li and a.
 */
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const LINK = /\[([^\]]+)\]\(((?:https?:\/\/|mailto:)[^\s)]+)\)/g;

function inline(text: string): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(LINK)) {
    out += escapeHtml(text.slice(last, m.index));
    out += `<a href="${escapeHtml(m[2])}">${escapeHtml(m[1])}</a>`;
    last = (m.index ?? 0) + m[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

const BULLET = /^\s*[-*]\s+/;
const NUMBERED = /^\s*\d+[.)]\s+/;

/** The textarea's markup as the HTML the server keeps. */
export function markupToHtml(markup: string): string {
  const blocks = markup.replace(/\r\n?/g, '\n').split(/\n\s*\n/).map((b) => b.trim()).filter(Boolean);
  return blocks.map((block) => {
    const lines = block.split('\n');
    if (lines.every((l) => BULLET.test(l))) return `<ul>${lines.map((l) => `<li>${inline(l.replace(BULLET, ''))}</li>`).join('')}</ul>`;
    if (lines.every((l) => NUMBERED.test(l))) return `<ol>${lines.map((l) => `<li>${inline(l.replace(NUMBERED, ''))}</li>`).join('')}</ol>`;
    return `<p>${lines.map(inline).join('<br>')}</p>`;
  }).join('');
}

function inlineText(node: Node): string {
  let out = '';
  node.childNodes.forEach((child) => {
    if (child.nodeType === Node.TEXT_NODE) out += child.textContent ?? '';
    else if (child instanceof HTMLAnchorElement) out += `[${child.textContent ?? ''}](${child.getAttribute('href') ?? ''})`;
    else if (child instanceof HTMLBRElement) out += '\n';
    else out += inlineText(child);
  });
  return out;
}

/** The stored (sanitized) HTML back as markup, to edit a note. Parsed inert by DOMParser: nothing runs. */
export function htmlToMarkup(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const blocks: string[] = [];
  doc.body.childNodes.forEach((node) => {
    if (node instanceof HTMLUListElement || node instanceof HTMLOListElement) {
      const numbered = node instanceof HTMLOListElement;
      blocks.push(Array.from(node.children).map((li, i) => `${numbered ? `${i + 1}.` : '-'} ${inlineText(li).trim()}`).join('\n'));
    } else {
      const text = node.nodeType === Node.TEXT_NODE ? node.textContent ?? '' : inlineText(node);
      if (text.trim()) blocks.push(text.trim());
    }
  });
  return blocks.join('\n\n');
}
