/** What a report's chart and table show, in the reader's language: pure, so the rules have tests of their own. */
export interface ReportLike { name: string; title: string; columns: readonly string[]; rows: readonly { key: string; label: string; values: readonly number[] }[] }
type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Rows whose key names a status the catalog knows read translated, and a past class (`class-2024`) as the class
 * filter names it; names (colleges, schools, counselors, weeks) as sent.
 */
export function rowLabel(t: Translate, row: { key: string; label: string }): string {
  const past = /^class-(\d{4})$/.exec(row.key);
  if (past) return t('filters.classOf', { year: Number(past[1]) });
  return t(`rows.${row.key}`, { defaultValue: row.label });
}

export const reportTitle = (t: Translate, r: Pick<ReportLike, 'name' | 'title'>) => t(`reports.${r.name}`, { defaultValue: r.title });
export const columnTitle = (t: Translate, c: string) => t(`columns.${c}`, { defaultValue: c });

/** The CSV download of one report with the page's filters (the gateway's `/api/reports/{name}.csv`). */
export function csvHref(name: string, filters: { schoolId?: string | null; classYear?: number | null }): string {
  const q = new URLSearchParams();
  if (filters.schoolId) q.set('schoolId', filters.schoolId);
  if (filters.classYear) q.set('classYear', String(filters.classYear));
  const s = q.toString();
  return `/api/reports/${encodeURIComponent(name)}.csv${s ? `?${s}` : ''}`;
}

/** How many bars a chart shows at most (admitted by college can name hundreds): the table beside it lists them all. */
export const CHART_BARS = 15;
