import sanitizeHtml from 'sanitize-html';

/**
 * Note bodies are rich text limited to paragraphs, lists and links. The server sanitizes (sanitize-html, an
 * allow-list parser), so whatever a client sends is stored and returned inert: a <script> is dropped with its
 * content, attributes other than a link's href go, and only http(s) and mailto links stay (no javascript:).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'a'],
  // rel and target are the ones transformTags sets (it runs before this filter, and overrides what a client sent).
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links open outside the portal and never pass the portal's address or its window on.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }) },
  allowedSchemesAppliedToAttributes: ['href'],
};

export function sanitizeNoteBody(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The text a person reads (tags stripped, entities decoded): an empty note is one with no text. */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').trim();
}
