import { stringify } from 'csv-stringify/sync';
import { ForbiddenError, NotFoundError, requireUser, ValidationError, visibleSchools, type Principal } from '@counsel/kit';
import { buildRows, REPORT_NAMES, REPORT_SOURCES, REPORTING_MESSAGES, reportFilterSchema, titleOf, type Report, type ReportName, type ReportScope } from '../domain/reports.js';
import { buildHistoryRows, HISTORY_REPORT_NAMES, historyTitleOf, isHistoryReport, type HistoryReportName } from '../domain/history-reports.js';
import { seniorClassYear } from '../domain/school-year.js';
import type { OutcomeHistory } from '../ports/outcome-history.js';
import type { ReportingStore } from '../ports/reporting-store.js';

export interface ReportArgs { name: string; schoolId?: string | null; classYear?: number | null }

/**
 * The district's and schools' reports. Admins read the district; counselors their schools (another school is not
 * found, as a student of it would be); everyone else is refused before any input is looked at. The current classes'
 * reports read the read model; the past classes' (HISTORY_REPORT_NAMES) read the outcome history.
 */
export class ReportsService {
  constructor(private readonly deps: { store: ReportingStore; history: OutcomeHistory; now?: () => Date }) {}

  private staff(p: Principal | null) {
    const user = requireUser(p);
    if (user.role !== 'admin' && user.role !== 'counselor') throw new ForbiddenError(REPORTING_MESSAGES.staffOnly);
    return user;
  }

  private scopeOf(user: Principal, args: Omit<ReportArgs, 'name'>): ReportScope {
    const parsed = reportFilterSchema.safeParse(args);
    if (!parsed.success) throw new ValidationError(parsed.error.issues[0]?.message ?? REPORTING_MESSAGES.schoolId);
    const { schoolId, classYear } = parsed.data;
    const visible = visibleSchools(user);
    if (schoolId && visible !== 'all' && !visible.includes(schoolId)) throw new NotFoundError(REPORTING_MESSAGES.notFound);
    return { schoolIds: schoolId ? [schoolId] : visible, classYear: classYear ?? null };
  }

  private nameOf(name: string): ReportName | HistoryReportName {
    if (!(REPORT_NAMES as readonly string[]).includes(name) && !isHistoryReport(name)) throw new NotFoundError(REPORTING_MESSAGES.unknownReport);
    return name as ReportName | HistoryReportName;
  }

  async report(p: Principal | null, args: ReportArgs): Promise<Report> {
    const user = this.staff(p);
    const scope = this.scopeOf(user, args);
    return this.build(this.nameOf(args.name), scope, args.schoolId ?? null);
  }

  /** Every report of one scope, as the dashboard shows them. */
  async dashboard(p: Principal | null, args: Omit<ReportArgs, 'name'>): Promise<Report[]> {
    const user = this.staff(p);
    const scope = this.scopeOf(user, args);
    return Promise.all([...REPORT_NAMES, ...HISTORY_REPORT_NAMES].map((n) => this.build(n, scope, args.schoolId ?? null)));
  }

  /**
   * A counselor's students, researching → submitted → admitted: their own caseload, or (scope SCHOOL) every student of
   * their schools or of one of them, as the dashboard's scope choice shows its other cards.
   */
  async caseloadFunnel(p: Principal | null, scope: 'CASELOAD' | 'SCHOOL' = 'CASELOAD', schoolId: string | null = null): Promise<Report> {
    const user = this.staff(p);
    if (user.role !== 'counselor') throw new ForbiddenError(REPORTING_MESSAGES.caseloadCounselor);
    if (scope === 'CASELOAD') return this.build('funnel', { schoolIds: visibleSchools(user), classYear: null, counselorUserId: user.userId }, null);
    return this.build('funnel', this.scopeOf(user, { schoolId }), schoolId);
  }

  /** The report as CSV: a header of its columns, a row per bar (what the chart beside it shows). */
  async csv(p: Principal | null, args: ReportArgs): Promise<string> {
    const r = await this.report(p, args);
    return stringify([[r.title, ...r.columns], ...r.rows.map((row) => [row.label, ...row.values.map(String)])], { record_delimiter: '\r\n', cast: { string: safeCell } });
  }

  /** The schools and classes the caller may filter by: the current classes and the past ones with outcomes. */
  async filters(p: Principal | null) {
    const user = this.staff(p);
    const visible = visibleSchools(user);
    const names = await this.deps.store.figures.schoolNames();
    const ids = visible === 'all' ? [...names.keys()] : visible;
    const years = new Set([...await this.deps.store.model.classYears(visible), ...await this.deps.history.classYears(visible)]);
    return {
      schools: ids.map((id) => ({ id, name: names.get(id) ?? id })).sort((a, b) => a.name.localeCompare(b.name)),
      classYears: [...years].sort((a, b) => b - a),
      seniorClassYear: seniorClassYear(this.now()),
    };
  }

  private now() {
    return this.deps.now?.() ?? new Date();
  }

  private async build(name: ReportName | HistoryReportName, scope: ReportScope, schoolId: string | null): Promise<Report> {
    if (isHistoryReport(name)) {
      const { history } = this.deps;
      return { name, ...historyTitleOf(name), rows: await buildHistoryRows(name, history, scope), schoolId, classYear: scope.classYear, updatedAt: await history.updatedAt() };
    }
    const today = this.now().toISOString().slice(0, 10);
    const rows = await buildRows(name, this.deps.store.figures, scope, today, seniorClassYear(this.now()));
    const classYear = name === 'seniors-applying' ? scope.classYear ?? seniorClassYear(this.now()) : scope.classYear;
    return { name, ...titleOf(name), rows, schoolId, classYear, updatedAt: await this.deps.store.model.updatedAt(REPORT_SOURCES[name]) };
  }
}

/** A cell a spreadsheet would run as a formula is written with an apostrophe first (a college or counselor name is data). */
function safeCell(value: string) {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
