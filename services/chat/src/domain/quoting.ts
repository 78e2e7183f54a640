/**
 * Retrieved text and student fields are data, never instructions. They travel
 * inside tagged blocks, with markup characters escaped so no data can close its block or open another.
 */
export function quoteData(text: string): string {
  // One pass, and none at all for text without markup (most of it): every turn quotes its passages and records whole.
  return MARKUP.test(text) ? text.replace(MARKUP_ALL, (c) => ESCAPED[c]) : text;
}

const MARKUP = /[&<>]/;
const MARKUP_ALL = /[&<>]/g;
const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

export function attr(text: string): string {
  return quoteData(text).replace(/"/g, '&quot;').replace(/[\r\n]+/g, ' ').slice(0, 200);
}
