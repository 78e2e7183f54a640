import type { HistoryScope, OutcomeHistory, OutcomeResult } from '../ports/outcome-history.js';
import type { ReportRow } from './reports.js';

/** The reports of past classes, read from the outcome history (docs/reporting.md). */
export const HISTORY_REPORT_NAMES = ['outcomes-by-class-year', 'outcomes-by-college'] as const;
export type HistoryReportName = (typeof HISTORY_REPORT_NAMES)[number];

export const isHistoryReport = (name: string): name is HistoryReportName => (HISTORY_REPORT_NAMES as readonly string[]).includes(name);

const TITLES: Record<HistoryReportName, [string, string[]]> = {
  'outcomes-by-class-year': ['Outcomes by class year', ['Applications', 'Admitted', 'Enrolled', 'Waitlisted', 'Denied']],
  'outcomes-by-college': ['Past classes admitted by college', ['Admitted', 'Applications']],
};
export const historyTitleOf = (name: HistoryReportName) => ({ title: TITLES[name][0], columns: TITLES[name][1] });

/** A college admitted the student whether or not they went (as the outcomes service counts it). */
const ADMITTING: readonly OutcomeResult[] = ['ADMITTED', 'ENROLLED'];

/**
 * One history report's rows. Per class year, newest first: every application, those admitted (enrolled included),
 * enrolled, waitlisted and denied (deferred and undecided count among the applications only). Per college: admitted
 * and applications over the scope's classes, most admitted first. Imported rows name no applicant, so the history
 * counts applications, not students.
 */
export async function buildHistoryRows(name: HistoryReportName, h: OutcomeHistory, scope: HistoryScope): Promise<ReportRow[]> {
  if (name === 'outcomes-by-class-year') {
    const by = new Map<number, number[]>();
    for (const c of await h.byClass(scope)) {
      const v = by.get(c.classYear) ?? [0, 0, 0, 0, 0];
      v[0] += c.n;
      if (ADMITTING.includes(c.result)) v[1] += c.n;
      if (c.result === 'ENROLLED') v[2] += c.n;
      if (c.result === 'WAITLISTED') v[3] += c.n;
      if (c.result === 'DENIED') v[4] += c.n;
      by.set(c.classYear, v);
    }
    return [...by].sort(([a], [b]) => b - a).map(([year, values]) => ({ key: `class-${year}`, label: `Class of ${year}`, values }));
  }
  const by = new Map<string, number[]>();
  for (const c of await h.byCollege(scope)) {
    const v = by.get(c.collegeId) ?? [0, 0];
    if (ADMITTING.includes(c.result)) v[0] += c.n;
    v[1] += c.n;
    by.set(c.collegeId, v);
  }
  const names = await h.collegeNames([...by.keys()]);
  return [...by].map(([id, values]) => ({ key: id, label: names.get(id) ?? id, values }))
    .sort((a, b) => b.values[0] - a.values[0] || b.values[1] - a.values[1] || a.label.localeCompare(b.label));
}
