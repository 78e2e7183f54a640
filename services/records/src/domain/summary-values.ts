import type { PdfBlock } from '@counsel/kit/pdf';

/** Reading the services' export items, which arrive as JSON: tolerant of a missing or differently typed field. */
export type Json = Record<string, unknown>;
export const obj = (v: unknown): Json | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : null);
export const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const objs = (v: unknown): Json[] => arr(v).map(obj).filter((o): o is Json => o !== null);
export const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : null);
export const strs = (v: unknown): string[] => arr(v).map(str).filter((s): s is string => s !== null);

/** Label and value rows, leaving out the values the record does not have. */
export function fields(rows: [string, string | null | undefined][]): PdfBlock[] {
  const kept = rows.filter((r): r is [string, string] => Boolean(r[1]));
  return kept.length ? [{ kind: 'fields', rows: kept }] : [];
}

export const none = (text: string): PdfBlock => ({ kind: 'paragraph', text, muted: true });

/** Note bodies are sanitized HTML (paragraphs, lists, links): as plain text, a paragraph or item per line. */
export function htmlAsText(html: string): string {
  return html
    .replace(/<li[^>]*>/gi, '\n• ').replace(/<\/(p|li|ul|ol)>|<br\s*\/?>/gi, '\n').replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')
    .split('\n').map((l) => l.trim()).filter(Boolean).join('\n');
}
