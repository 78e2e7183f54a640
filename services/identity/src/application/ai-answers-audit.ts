import type { ChatAnswersViewed } from '@counsel/proto-events';

/** The audit entry's detail for one reading of the AI answers page: the filters the admin used and the page. */
export function aiAnswersViewedDetail(e: ChatAnswersViewed): string {
  const f = e.filters;
  const filters = [
    f.rating ? `rating ${f.rating.toLowerCase().replace('_', ' ')}` : null,
    f.answeredBy ? `answered by ${f.answeredBy}` : null,
    f.from ? `from ${f.from}` : null,
    f.to ? `to ${f.to}` : null,
    f.flagged === null ? null : f.flagged ? 'flagged' : 'not flagged',
  ].filter(Boolean).join(', ');
  return `filters: ${filters || 'none'}; page ${e.page} (${e.pageSize} per page): ${e.shown} of ${e.total} turns shown`;
}
