/** How knowledge-base and content values read on screen (spec section 9). */

/** Sizes in KB with one decimal (bytes / 1024), as the student documents show them. */
export { formatKb } from '../documents/document-format';

/** A date without the time, in the reader's locale (e.g. "Mar 4, 2026"). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** Date and time, for tooltips. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString();
}
