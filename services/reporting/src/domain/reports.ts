import { z } from 'zod';
import { NO_COUNSELOR, OUTSTANDING_LETTERS, type Figure } from './contributions.js';
import { HISTORY_REPORT_NAMES, type HistoryReportName } from './history-reports.js';

export const REPORT_NAMES = [
  'seniors-applying', 'submissions', 'admitted-by-college', 'admitted-by-school', 'tasks', 'letters-outstanding',
  'plans-off-track', 'meetings-per-counselor', 'sign-ins-per-week', 'funnel',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export const REPORTING_MESSAGES = {
  unknownReport: `Unknown report: use one of ${[...REPORT_NAMES, ...HISTORY_REPORT_NAMES].join(', ')}`,
  classYear: 'classYear must be a year between 1990 and 2100',
  schoolId: 'schoolId must be a school id',
  notFound: 'School not found',
  staffOnly: 'Only admins and counselors read the district\'s reports',
  caseloadCounselor: 'Only counselors have a caseload',
} as const;

export const reportFilterSchema = z.object({
  schoolId: z.string(REPORTING_MESSAGES.schoolId).trim().min(1, REPORTING_MESSAGES.schoolId).max(200, REPORTING_MESSAGES.schoolId).nullish(),
  classYear: z.number(REPORTING_MESSAGES.classYear).int(REPORTING_MESSAGES.classYear).min(1990, REPORTING_MESSAGES.classYear).max(2100, REPORTING_MESSAGES.classYear).nullish(),
});

/** What a figure is read over: some schools (or the district) and one class (or every class). */
export interface ReportScope { schoolIds: readonly string[] | 'all'; classYear: number | null; counselorUserId?: string }

/** A report as the dashboard and the CSV read it: one row per bar, one value per column. */
export interface ReportRow { key: string; label: string; values: number[] }
export interface Report {
  name: ReportName | HistoryReportName;
  title: string;
  columns: string[];
  rows: ReportRow[];
  schoolId: string | null;
  classYear: number | null;
  /** When the newest event behind it was applied to the read model (ISO), null before any. */
  updatedAt: string | null;
}

/** The counts the read model answers: one figure's (k1, k2, n) over a scope. */
export interface FigureSum { k1: string; k2: string; n: number }
export interface FigureReader {
  sums(figure: Figure, scope: ReportScope): Promise<FigureSum[]>;
  /** The same per school (admitted by school). */
  sumsBySchool(figure: Figure, scope: ReportScope): Promise<{ schoolId: string; n: number }[]>;
  names(userIds: readonly string[]): Promise<Map<string, string>>;
  schoolNames(): Promise<Map<string, string>>;
}

/** The event sources each report is made from: its date is the newest of theirs. */
export const REPORT_SOURCES: Record<ReportName, readonly string[]> = {
  'seniors-applying': ['students', 'lists'],
  submissions: ['lists'],
  'admitted-by-college': ['lists'],
  'admitted-by-school': ['lists', 'schools'],
  tasks: ['tasks'],
  'letters-outstanding': ['letters'],
  'plans-off-track': ['plans'],
  'meetings-per-counselor': ['meetings', 'students'],
  'sign-ins-per-week': ['signins'],
  funnel: ['lists', 'students'],
};

const TITLES: Record<ReportName, [string, string[]]> = {
  'seniors-applying': ['Seniors with at least one application', ['Students']],
  submissions: ['Submitted applications against deadlines passed', ['Applications']],
  'admitted-by-college': ['Admitted by college', ['Admitted']],
  'admitted-by-school': ['Admitted by school', ['Admitted']],
  tasks: ['Tasks done against overdue', ['Tasks']],
  'letters-outstanding': ['Letters outstanding', ['Letters']],
  'plans-off-track': ['Plans off track', ['Plans']],
  'meetings-per-counselor': ['Meetings per counselor against caseload size', ['Meetings', 'Caseload']],
  'sign-ins-per-week': ['Sign-ins per week', ['Sign-ins']],
  funnel: ['Applications funnel', ['Students']],
};

const total = (rows: FigureSum[], pick: (r: FigureSum) => boolean) => rows.filter(pick).reduce((a, r) => a + r.n, 0);
const row = (key: string, label: string, ...values: number[]): ReportRow => ({ key, label, values });
/** How many weeks of sign-ins a report shows. */
export const SIGN_IN_WEEKS = 26;

/**
 * Builds one report from the read model's counts. `today` (YYYY-MM-DD) decides which deadlines passed and which
 * tasks are overdue; `seniors` is the class counted as seniors when the caller chose no class.
 */
export async function buildRows(name: ReportName, r: FigureReader, scope: ReportScope, today: string, seniors: number): Promise<ReportRow[]> {
  switch (name) {
    case 'seniors-applying': {
      const s = { ...scope, classYear: scope.classYear ?? seniors };
      const all = total(await r.sums('students', s), () => true);
      const applying = total(await r.sums('funnel', s), (x) => x.k1 === 'researching');
      return [row('with_application', 'With an application', applying), row('without_application', 'Without an application', all - applying)];
    }
    case 'submissions': {
      const passed = (await r.sums('deadline', scope)).filter((x) => x.k1 < today);
      return [row('submitted', 'Submitted', total(passed, (x) => x.k2 === 'submitted')), row('missed', 'Not submitted', total(passed, (x) => x.k2 === 'open'))];
    }
    case 'admitted-by-college': {
      const by = new Map<string, ReportRow>();
      for (const x of await r.sums('admit', scope)) {
        const k = by.get(x.k1) ?? row(x.k1, x.k2, 0);
        k.values[0] += x.n;
        by.set(x.k1, k);
      }
      return [...by.values()].sort((a, b) => b.values[0] - a.values[0] || a.label.localeCompare(b.label));
    }
    case 'admitted-by-school': {
      const names = await r.schoolNames();
      const by = new Map<string, number>();
      for (const x of await r.sumsBySchool('admits', scope)) by.set(x.schoolId, (by.get(x.schoolId) ?? 0) + x.n);
      return [...by].map(([id, n]) => row(id, names.get(id) ?? id, n)).sort((a, b) => b.values[0] - a.values[0] || a.label.localeCompare(b.label));
    }
    case 'tasks': {
      const t = await r.sums('task', scope);
      return [
        row('done', 'Done', total(t, (x) => x.k2 === 'done')),
        row('overdue', 'Overdue', total(t, (x) => x.k2 === 'open' && x.k1 < today)),
        row('open', 'Open, not yet due', total(t, (x) => x.k2 === 'open' && x.k1 >= today)),
      ];
    }
    case 'letters-outstanding': {
      const l = await r.sums('letter', scope);
      return [...OUTSTANDING_LETTERS, 'submitted'].map((state) => row(state, state === 'requested' ? 'Requested' : state === 'accepted' ? 'Accepted, not yet sent' : 'Sent', total(l, (x) => x.k1 === state)));
    }
    case 'plans-off-track': {
      const p = await r.sums('plan', scope);
      return [['OFF_TRACK', 'Off track'], ['AT_RISK', 'At risk'], ['ON_TRACK', 'On track']].map(([k, label]) => row(k.toLowerCase(), label, total(p, (x) => x.k1 === k)));
    }
    case 'meetings-per-counselor': {
      const meetings = new Map((await r.sums('meeting', scope)).map((x) => [x.k1, x.n]));
      const caseload = new Map<string, number>();
      for (const x of await r.sums('students', scope)) if (x.k1 !== NO_COUNSELOR) caseload.set(x.k1, (caseload.get(x.k1) ?? 0) + x.n);
      const ids = [...new Set([...meetings.keys(), ...caseload.keys()])];
      const names = await r.names(ids);
      return ids.map((id) => row(id, names.get(id) ?? 'A counselor', meetings.get(id) ?? 0, caseload.get(id) ?? 0))
        .sort((a, b) => a.label.localeCompare(b.label) || a.key.localeCompare(b.key));
    }
    case 'sign-ins-per-week': {
      const weeks = new Map<string, number>();
      for (const x of await r.sums('signin', scope)) weeks.set(x.k1, (weeks.get(x.k1) ?? 0) + x.n);
      return [...weeks].sort(([a], [b]) => a.localeCompare(b)).slice(-SIGN_IN_WEEKS).map(([w, n]) => row(w, w, n));
    }
    case 'funnel': {
      const f = (await r.sums('funnel', scope)).filter((x) => !scope.counselorUserId || x.k2 === scope.counselorUserId);
      return [['researching', 'Researching'], ['submitted', 'Submitted'], ['admitted', 'Admitted']].map(([k, label]) => row(k, label, total(f, (x) => x.k1 === k)));
    }
  }
}

export const titleOf = (name: ReportName) => ({ title: TITLES[name][0], columns: TITLES[name][1] });
