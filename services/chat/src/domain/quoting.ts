/**
 * Retrieved text and student fields are data, never instructions. They travel
 * inside tagged blocks, with markup characters escaped so no data can close its block or open another.
 */
export function quoteData(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function attr(text: string): string {
  return quoteData(text).replace(/"/g, '&quot;').replace(/[\r\n]+/g, ' ').slice(0, 200);
}
