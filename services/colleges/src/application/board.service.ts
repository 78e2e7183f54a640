import { DEFAULT_SCHOOL_ID, NotFoundError, requireStaff, ValidationError, visibleSchools, type Principal, addDays } from '@counsel/kit';
import { parseBoardQuery } from '../domain/board-query.js';
import { CuratedIndex, viewOf, type ApplicationView } from '../domain/application-view.js';
import { renderApplicationsCsv, type ApplicationCsvRow } from '../domain/applications-csv.js';
import { byStudent, packetOf, type PacketItem } from '../domain/letters.js';
import type { StudentRecord } from '../domain/student-record.js';
import type { DeadlineBoardInput } from '../graphql/generated/resolvers-types.js';
import type { BoardQuery } from '../ports/applications-repository.js';
import type { ListReads } from './list-reads.js';
import { ListViews, schoolOf, visibleStudent, type ListsDeps } from './list-views.js';

/** The board answers at most this many rows (the earliest deadlines); a district-wide month can hold more. */
export const BOARD_LIMIT = 2_000;
export const DEFAULT_DUE_WITHIN_DAYS = 30;

export interface BoardRowView {
  application: ApplicationView;
  studentName: string;
  studentUserId: string;
  schoolId: string;
  grade: string | null;
  /** The student's counselor packet, each item with its state. */
  packet: PacketItem[];
}

export const studentName = (s: Pick<StudentRecord, 'firstName' | 'lastName'>) => [s.firstName, s.lastName].filter(Boolean).join(' ').trim() || 'Unnamed student';

/**
 * The deadline board (staff only): applications whose deadline in force falls between today and today + N days
 * (inclusive), by deadline then student name. Scope CASELOAD is the counselor's own caseload (admins: every
 * student); SCHOOL one visible school (the schoolId given, or the counselor's only school); ALL every visible
 * school. A schoolId the caller may not see is answered "School not found" (as an unknown one would be).
 */
export class BoardService {
  private readonly views: ListViews;

  constructor(private readonly deps: ListsDeps & { reads: ListReads }) {
    this.views = new ListViews(deps);
  }

  /** Across many students: not an access-log read (the access log holds reads of one student's record). */
  async board(p: Principal | null | undefined, input: DeadlineBoardInput): Promise<BoardRowView[]> {
    const user = requireStaff(p);
    const q = parseBoardQuery(input);
    const schools = visibleSchools(user);
    if (q.schoolId && schools !== 'all' && !schools.includes(q.schoolId)) throw new NotFoundError('School not found');
    const scope = q.scope ?? 'CASELOAD';
    let schoolIds: BoardQuery['schoolIds'] = q.schoolId ? [q.schoolId] : schools;
    if (scope === 'SCHOOL' && !q.schoolId) {
      if (schools === 'all' || schools.length !== 1) throw new ValidationError('Choose a school (schoolId) for the school scope');
      schoolIds = schools;
    }
    const today = this.views.today();
    const entries = await this.deps.store.applications.board({
      from: today, to: addDays(today, q.dueWithinDays ?? DEFAULT_DUE_WITHIN_DAYS), schoolIds,
      counselorUserId: scope === 'CASELOAD' && user.role === 'counselor' ? user.userId : null,
      status: q.status ?? null, plan: q.plan ?? null, limit: BOARD_LIMIT,
    });
    // Per board, not per row: the catalog, then the rows' students' letter requests and packet states, one read each.
    const studentIds = [...new Set(entries.map((e) => e.application.studentId))];
    const collegeIds = [...new Set(entries.map((e) => e.application.collegeId))];
    const [colleges, requests, documents, history] = await Promise.all([
      this.deps.catalog.getMany(collegeIds),
      this.deps.store.letters.requestsOf(studentIds),
      this.deps.store.letters.schoolDocumentsOf(studentIds),
      this.views.history([...new Set(entries.map((e) => schoolOf(e.student)))], collegeIds),
    ]);
    const letters = byStudent(requests);
    const packets = byStudent(documents);
    const curated = new CuratedIndex(entries.filter((e) => e.application.plan && !e.application.ownDeadline)
      .map((e) => ({ collegeId: e.application.collegeId, cycle: e.application.cycle, plan: e.application.plan!, date: e.deadline })));
    return entries.map((e) => ({
      application: viewOf(e.application, e.liveBindingCount, {
        scores: e.student, colleges, curated, today, letters, history: (collegeId) => history.at(schoolOf(e.student), collegeId),
      }),
      studentName: studentName(e.student), studentUserId: e.student.userId, schoolId: e.student.schoolId ?? DEFAULT_SCHOOL_ID, grade: e.student.grade,
      packet: packetOf(packets.get(e.application.studentId) ?? []),
    }));
  }

  /** The board with the same filters, or (with studentId) one student's list, as CSV: staff, or a student for their own list. */
  async csv(p: Principal | null | undefined, input: DeadlineBoardInput, studentId: string | null | undefined, request?: object): Promise<string> {
    if (studentId) {
      const student = await visibleStudent(this.deps.store, p, studentId);
      await this.deps.reads.staffRead(p!, studentId, request);
      const list = await this.views.list(student);
      return renderApplicationsCsv(list.map((a) => csvRow(a, studentName(student), student)));
    }
    const rows = await this.board(p, input);
    return renderApplicationsCsv(rows.map((r) => csvRow(r.application, r.studentName, { grade: r.grade as StudentRecord['grade'], schoolId: r.schoolId })));
  }
}

function csvRow(a: ApplicationView, name: string, s: Pick<StudentRecord, 'grade' | 'schoolId'>): ApplicationCsvRow {
  return {
    studentName: name, grade: s.grade, schoolId: s.schoolId, collegeName: a.collegeName, unitid: a.collegeId, plan: a.plan, status: a.status,
    deadline: a.deadline, missing: a.missing, fit: a.fit.level,
  };
}
