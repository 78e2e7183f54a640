import { createRequire } from 'node:module';
import type sanitizeHtml from 'sanitize-html';

/**
 * Note bodies are rich text limited to paragraphs, lists and links. The server sanitizes (sanitize-html, an
 * allow-list parser), so whatever a client sends is stored and returned inert: a <script> is dropped with its
 * content, attributes other than a link's href go, and only http(s) and mailto links stay (no javascript:).
 */
// sanitize-html brings htmlparser2 and postcss (some seventy files): required with the first note written or
// read as text, not by every process that starts the counseling module.
const require = createRequire(import.meta.url);
let loaded: { sanitize: typeof sanitizeHtml; options: sanitizeHtml.IOptions } | undefined;

function sanitizer() {
  if (loaded) return loaded;
  const sanitize = require('sanitize-html') as typeof sanitizeHtml;
  loaded = { sanitize, options: noteOptions(sanitize) };
  return loaded;
}

const noteOptions = (sanitize: typeof sanitizeHtml): sanitizeHtml.IOptions => ({
  allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'a'],
  // rel and target are the ones transformTags sets (it runs before this filter, and overrides what a client sent).
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links open outside the portal and never pass the portal's address or its window on.
  transformTags: { a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }) },
  allowedSchemesAppliedToAttributes: ['href'],
});

export function sanitizeNoteBody(html: string): string {
  const { sanitize, options } = sanitizer();
  return sanitize(html, options).trim();
}

/** The text a person reads (tags stripped, entities decoded): an empty note is one with no text. */
export function plainText(html: string): string {
  return sanitizer().sanitize(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').trim();
}
