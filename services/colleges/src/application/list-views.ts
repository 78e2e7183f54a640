import { requireUser, canGuardianSee, canSeeStudent, DEFAULT_SCHOOL_ID, NotFoundError, type Principal, isoDay } from '@counsel/kit';
import type { Application, CuratedDeadline } from '../domain/application.js';
import { byDeadline, CuratedIndex, viewList, type ApplicationView } from '../domain/application-view.js';
import type { College } from '../domain/college.js';
import type { LetterRequestCopy } from '../domain/letters.js';
import { HistoryIndex } from '../domain/school-history.js';
import type { StudentRecord } from '../domain/student-record.js';
import type { ApplicationsStore } from '../ports/applications-store.js';
import type { CatalogReader } from '../ports/catalog-reader.js';

/** What every use case of the lists shares: the store, the catalog, the clock. */
export interface ListsDeps {
  store: ApplicationsStore;
  catalog: CatalogReader;
  /** The clock (tests fix it: cycles, "today" and passed deadlines follow it). */
  now?: () => Date;
}

/** A student the caller may see, else NotFound (an invisible student is answered as one that does not exist). */
export async function visibleStudent(store: ApplicationsStore, p: Principal | null | undefined, studentId: string, message = 'Student not found'): Promise<StudentRecord> {
  requireUser(p);
  return seenStudent(p, await store.students.get(studentId), message);
}

/**
 * A student whose list the caller may read: as visibleStudent, and a guardian linked to the student (read-only: every
 * write goes through visibleStudent, which never admits one).
 */
export async function readableStudent(store: ApplicationsStore, p: Principal | null | undefined, studentId: string): Promise<StudentRecord> {
  const user = requireUser(p);
  const s = await store.students.get(studentId);
  if (s && canGuardianSee(user, s.userId)) return s;
  return seenStudent(user, s);
}

/** The student read, if the caller may see them; else not found (as if there were no such student). */
export function seenStudent(p: Principal | null | undefined, s: StudentRecord | null, message = 'Student not found'): StudentRecord {
  const user = requireUser(p);
  if (!s || !canSeeStudent(user, s.userId, s.schoolId)) throw new NotFoundError(message);
  return s;
}

/** Turns stored applications into what callers see: deadline in force, missing materials, fit, flags. */
export class ListViews {
  constructor(private readonly deps: ListsDeps) {}

  now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  today(): string {
    return isoDay(this.now());
  }

  /** The student's whole list (or `apps`, the list as it will be after a change), by deadline then name. */
  async list(
    student: StudentRecord, apps?: readonly Application[], colleges?: ReadonlyMap<string, College>,
    /** A curated set about to replace the stored one of this college and cycle. */
    replacing?: { collegeId: string; cycle: number; deadlines: readonly CuratedDeadline[] },
    /** The student's letter requests as they will be after a change (else the kept ones). */
    requests?: readonly LetterRequestCopy[],
  ): Promise<ApplicationView[]> {
    const list = apps ?? await this.deps.store.applications.ofStudent(student.studentId);
    if (list.length === 0) return [];
    const collegeIds = [...new Set(list.map((a) => a.collegeId))];
    const [stored, catalog, letters, history] = await Promise.all([
      this.deps.store.deadlines.curatedFor(list.map((a) => ({ collegeId: a.collegeId, cycle: a.cycle }))),
      colleges ?? this.deps.catalog.getMany(collegeIds),
      requests ?? this.deps.store.letters.requestsOf([student.studentId]),
      this.history([schoolOf(student)], collegeIds),
    ]);
    const curated = replacing
      ? [...stored.filter((c) => c.collegeId !== replacing.collegeId || c.cycle !== replacing.cycle), ...replacing.deadlines]
      : stored;
    const views = viewList(list, {
      scores: student, colleges: catalog, curated: new CuratedIndex(curated), today: this.today(), letters: new Map([[student.studentId, letters]]),
      history: (collegeId) => history.at(schoolOf(student), collegeId),
    });
    return views.sort(byDeadline);
  }

  /** These schools' history at these colleges; no points are read while the rules keep the fit on the catalog. */
  async history(schoolIds: readonly string[], collegeIds: readonly string[]): Promise<HistoryIndex> {
    const rules = await this.deps.store.history.rules();
    return new HistoryIndex(rules?.studentsMaySee ? await this.deps.store.history.pointsAt(schoolIds, collegeIds) : [], rules);
  }
}

/** The school whose history a student's fit reads (a student without one belongs to the default school). */
export const schoolOf = (s: Pick<StudentRecord, 'schoolId'>): string => s.schoolId ?? DEFAULT_SCHOOL_ID;
