import { randomUUID } from 'node:crypto';
import {
  ConflictError, ForbiddenError, NotFoundError, ValidationError, isStaff, phrase, requireRole, requireUser, uploadToRegister, visibleSchools, word,
  type Principal,
} from '@counsel/kit';
import { LETTER_PURPOSE, letterFileName, letterPathFor, type Letter } from '../domain/letter.js';
import { ACTIVE_STATES, PENDING_STATES, mayMove, nextState, overlaps, partyOf, type RecommendationRequest, type RequestMove } from '../domain/request.js';
import { parseChangeInput, parseLetterInput, parseRequestFilter, parseRequestInput } from '../domain/rules.js';
import { schoolYearOf } from '../domain/school-year.js';
import { isTeacherOf } from '../domain/teacher.js';
import { requestChangedEvent as changedEvent } from './letters-events.js';
import { LETTER_NOT_FOUND, nowOf, visibleRequest, visibleStudent, type LettersDeps } from './access.js';
import type { StudentApplication } from '../domain/student.js';
import { coveredApplications, earliestDeadline, letterHiddenFrom, queueOrder, requestView, teacherCard, type RequestView, type TeacherCard } from './views.js';
import type { RecommendationLetterInput, RecommendationRequestChange, RecommendationRequestFilter, RecommendationRequestInput } from '../graphql/generated/resolvers-types.js';

export type RequestScope = 'mine' | 'queue' | 'caseload';
export interface RequestPage { scope: RequestScope; items: RequestView[]; total: number; pending: number; done: number; page: number; pageSize: number }
export interface TeacherChoice extends TeacherCard { requestedThisYear: number; limit: number; full: boolean }
export interface RequestResult { request: RequestView; overLimit: boolean; requestedThisYear: number; limit: number }
export interface LetterView { requestId: string; kind: Letter['kind']; text: string | null; fileName: string | null; submittedAt: string; aiDraftUsed: boolean; path: string }

/** Each role's list: a student's own requests, a teacher's queue, the staff's caseload. */
const SCOPE_OF: Record<NonNullable<Principal['role']>, RequestScope> = {
  student: 'mine', teacher: 'queue', counselor: 'caseload', admin: 'caseload',
  // A guardian's own requests: none (letters are the student's); their child's letters' states come through the guardian view.
  guardian: 'mine',
};
const DAY_MS = 86_400_000;

/**
 * Recommendation requests and their letters. Every use case authorizes first (role, then the request or student
 * the caller may see, which answers "not found" otherwise), then validates its input, then works through the store.
 */
export class RequestsService {
  constructor(private readonly deps: LettersDeps) {}

  /** A student asks a teacher of their school for a letter. A full teacher may still be asked: the answer says so. */
  async request(p: Principal | null, studentId: string, input: RecommendationRequestInput): Promise<RequestResult> {
    const user = requireRole(p, 'student');
    const { store } = this.deps;
    const student = await visibleStudent(store, user, studentId);
    const asked = parseRequestInput(input);
    const teacher = await store.accounts.get(asked.teacherUserId);
    if (!teacher || !isTeacherOf(teacher, student.schoolId)) throw new ValidationError('Choose a teacher of your school');
    const list = await store.students.applications(studentId);
    const unknown = asked.applicationIds.find((id) => !list.some((a) => a.applicationId === id));
    if (unknown) throw new ValidationError(phrase('Application {{application}} is not on your college list', { application: unknown }));
    if ((await store.requests.activeWith(studentId, teacher.userId)).some((r) => overlaps(r.applicationIds, asked.applicationIds))) {
      throw new ConflictError('You already asked this teacher for a letter for these applications; cancel that request to ask again');
    }
    const now = nowOf(this.deps);
    const at = now.toISOString();
    const schoolYear = schoolYearOf(now);
    const before = (await store.requests.countThisYear([teacher.userId], schoolYear)).get(teacher.userId) ?? 0;
    const request: RecommendationRequest = {
      id: randomUUID(), studentId, studentUserId: student.userId, schoolId: student.schoolId, teacherUserId: teacher.userId,
      applicationIds: asked.applicationIds, note: asked.note, waived: asked.waived, state: 'requested', declineReason: null,
      schoolYear, requestedAt: at, updatedAt: at,
    };
    await store.write((w) => w.requests.save(request), [changedEvent(request, at, teacher)]);
    this.deps.events.committed();
    const limit = this.deps.yearlyLimit;
    return {
      request: requestView(user, request, { student, applications: list, teacher, letter: null, schoolNames: await store.students.schoolNames([student.schoolId]) }),
      overLimit: before >= limit, requestedThisYear: before + 1, limit,
    };
  }

  /** Accept or decline (the teacher asked), cancel (the student who asked, before the letter is submitted). */
  async change(p: Principal | null, id: string, input: RecommendationRequestChange): Promise<RequestView> {
    const user = requireUser(p);
    const r = await visibleRequest(this.deps.store, user, id);
    if (!partyOf(user, r)) throw new ForbiddenError('Only the student who asked and the teacher asked can change a request');
    const c = parseChangeInput(input);
    const next = this.move(user, r, c.action);
    return this.save(user, { ...next, declineReason: c.action === 'decline' ? c.reason : next.declineReason });
  }

  /**
   * The teacher asked submits the letter of an accepted request: written in the page, or a PDF they uploaded through
   * a signed URL (its type checked by content and its size by the documents' limit when it was received).
   */
  async submitLetter(p: Principal | null, id: string, input: RecommendationLetterInput): Promise<RequestView> {
    const user = requireUser(p);
    const r = await visibleRequest(this.deps.store, user, id);
    if (partyOf(user, r) !== 'teacher') throw new ForbiddenError('Only the teacher asked can submit the letter');
    const l = parseLetterInput(input);
    const next = this.move(user, r, 'submit');
    const base = { requestId: r.id, studentId: r.studentId, aiDraftUsed: l.aiDraftUsed, submittedAt: next.updatedAt, submittedBy: user.userId };
    if (l.kind === 'text') return this.save(user, next, { ...base, kind: 'text', body: l.text, blobId: null, fileName: null, fileSize: null });
    const upload = await uploadToRegister({ ledger: this.deps.store }, LETTER_PURPOSE, l.uploadId, user.userId);
    const letter: Letter = { ...base, kind: 'pdf', body: null, blobId: upload.blobId, fileName: letterFileName(l.fileName), fileSize: upload.size };
    return this.save(user, next, letter, upload.uploadId);
  }

  /** One request as the caller may see it. */
  async get(p: Principal | null, id: string): Promise<RequestView> {
    const user = requireUser(p);
    const r = await visibleRequest(this.deps.store, user, id);
    await this.logStaffRead(user, [r.studentId]);
    return (await this.views(user, [r]))[0];
  }

  /**
   * The caller's list: a student's own requests, a teacher's queue (earliest deadline first), the staff's requests
   * of students they may see (admins: all), filtered and paged. A scope that is not the caller's is refused.
   */
  async list(p: Principal | null, scope: RequestScope | null | undefined, filterInput: RecommendationRequestFilter | null | undefined): Promise<RequestPage> {
    const user = requireUser(p);
    if (!user.role) throw new ForbiddenError('Your account has no role');
    const own = SCOPE_OF[user.role];
    if (scope && scope !== own) throw new ForbiddenError(`Your list of recommendation requests is scope=${own}`);
    const filter = parseRequestFilter(filterInput);
    const offset = (filter.page - 1) * filter.pageSize;
    const { store } = this.deps;
    if (own === 'caseload') {
      const base = {
        schools: visibleSchools(user), teacherUserId: filter.teacherUserId,
        pendingSince: filter.pendingForMoreThanDays === null ? null : new Date(nowOf(this.deps).getTime() - filter.pendingForMoreThanDays * DAY_MS).toISOString(),
      };
      const page = await store.requests.staffPage({ ...base, state: filter.state, offset, limit: filter.pageSize });
      const counts = await store.requests.staffCounts(base);
      const count = (state: RecommendationRequest['state']) => (filter.state && filter.state !== state ? 0 : counts.get(state) ?? 0);
      const [requested, accepted, submitted] = [count('requested'), count('accepted'), count('submitted')];
      await this.logStaffRead(user, page.items.map((r) => r.studentId));
      return { scope: own, items: await this.views(user, page.items), total: page.total, pending: requested + accepted, done: submitted, page: filter.page, pageSize: filter.pageSize };
    }
    const all = own === 'queue'
      ? await store.requests.ofTeacher(user.userId, filter.state ? [filter.state] : ACTIVE_STATES)
      : (await store.requests.ofStudentUser(user.userId)).filter((r) => !filter.state || r.state === filter.state);
    // The queue's order needs every request's earliest deadline (the students' lists); the whole views only the page's.
    const lists = await store.students.applicationsOf([...new Set(all.map((r) => r.studentId))]);
    const ordered = own !== 'queue' ? all : all
      .map((r) => ({ r, state: r.state, requestedAt: r.requestedAt, earliestDeadline: earliestDeadline(coveredApplications(r, lists.get(r.studentId) ?? [])) }))
      .sort(queueOrder).map((o) => o.r);
    return {
      scope: own, items: await this.views(user, ordered.slice(offset, offset + filter.pageSize), lists), total: all.length, page: filter.page,
      pageSize: filter.pageSize, pending: all.filter((r) => PENDING_STATES.includes(r.state)).length, done: all.filter((r) => r.state === 'submitted').length,
    };
  }

  /** The teachers of the student's school a student may ask, with how many requests each took this school year. */
  async teachers(p: Principal | null, studentId: string): Promise<TeacherChoice[]> {
    const user = requireUser(p);
    const { store } = this.deps;
    const student = await visibleStudent(store, user, studentId);
    const teachers = await store.accounts.teachersOf(student.schoolId);
    const counts = await store.requests.countThisYear(teachers.map((t) => t.userId), schoolYearOf(nowOf(this.deps)));
    const limit = this.deps.yearlyLimit;
    return teachers.map((t) => {
      const requestedThisYear = counts.get(t.userId) ?? 0;
      return { ...teacherCard(t.userId, t), requestedThisYear, limit, full: requestedThisYear >= limit };
    });
  }

  /**
   * The submitted letter: for the teacher who wrote it, staff who may see the student (logged), and the student
   * only when they kept their right to read it. A waived letter is "not found" to the student, as is an unwritten one.
   */
  async letter(p: Principal | null, id: string): Promise<LetterView> {
    // A PDF letter's content is its bytes: the file route logs that read (LetterFilesService.open), so the summary
    // the route asks for first is not a second one (one logged read per read of the letter).
    const { letter, request: r } = await this.readableLetter(p, id, (l) => l.kind === 'text');
    return {
      requestId: r.id, kind: letter.kind, text: letter.body, fileName: letter.fileName, submittedAt: letter.submittedAt, aiDraftUsed: letter.aiDraftUsed,
      path: letterPathFor(r.id),
    };
  }

  /** The letter the caller may read (the waiver rule), after the access log for staff (when `logged` says it is read). */
  async readableLetter(
    p: Principal | null, id: string, logged: (letter: Letter) => boolean = () => true,
  ): Promise<{ letter: Letter; request: RecommendationRequest }> {
    const user = requireUser(p);
    const r = await visibleRequest(this.deps.store, user, id);
    if (letterHiddenFrom(user, r) || r.state !== 'submitted') throw new NotFoundError(LETTER_NOT_FOUND);
    const letter = await this.deps.store.letters.get(r.id);
    if (!letter) throw new NotFoundError(LETTER_NOT_FOUND);
    if (isStaff(user) && logged(letter)) await this.deps.reads.staffRead(user, { studentId: r.studentId, parts: ['letters'], detail: r.id });
    return { letter, request: r };
  }

  private move(user: Principal, r: RecommendationRequest, move: RequestMove): RecommendationRequest {
    if (!mayMove(user, r, move)) {
      throw new ForbiddenError(move === 'cancel' ? 'Only the student who asked can cancel a request' : 'Only the teacher asked can accept, decline or submit');
    }
    const state = nextState(r.state, move);
    if (!state) throw new ConflictError(phrase('This request is {{state}}; it can no longer be {{move}}', { state: word(r.state), move: word(PAST[move]) }));
    return { ...r, state, updatedAt: nowOf(this.deps).toISOString() };
  }

  private async save(user: Principal, r: RecommendationRequest, letter: Letter | null = null, uploadId: string | null = null): Promise<RequestView> {
    const teacher = await this.deps.store.accounts.get(r.teacherUserId);
    await this.deps.store.write((w) => {
      w.requests.save(r);
      if (letter) w.letters.save(letter);
      if (uploadId) w.uploads.register(uploadId, r.updatedAt);
    }, [changedEvent(r, r.updatedAt, teacher)]);
    this.deps.events.committed();
    return (await this.views(user, [r]))[0];
  }

  /** Staff reads of students' requests go to the access log first, a page's in one batch (students and teachers are not logged). */
  private async logStaffRead(user: Principal, studentIds: string[]) {
    if (!isStaff(user)) return;
    await this.deps.reads.staffReads(user, [...new Set(studentIds)].map((studentId) => ({ studentId, parts: ['letters'] })));
  }

  /** `lists`: the students' applications when the caller read them already. */
  private async views(user: Principal, requests: RecommendationRequest[], lists?: Map<string, StudentApplication[]>): Promise<RequestView[]> {
    const { store } = this.deps;
    const studentIds = [...new Set(requests.map((r) => r.studentId))];
    // One read per kind for the whole list (a teacher's queue of 150 took 150 reads of lists and one per letter).
    const students = new Map((await store.students.many(studentIds)).map((s) => [s.studentId, s]));
    lists ??= await store.students.applicationsOf(studentIds);
    const teachers = new Map((await store.accounts.many([...new Set(requests.map((r) => r.teacherUserId))])).map((a) => [a.userId, a]));
    const schoolNames = await store.students.schoolNames([...new Set(requests.map((r) => students.get(r.studentId)?.schoolId ?? r.schoolId))]);
    const letters = new Map((await store.letters.many(requests.filter((r) => r.state === 'submitted').map((r) => r.id))).map((l) => [l.requestId, l]));
    return requests.map((r) => requestView(user, r, {
      schoolNames, student: students.get(r.studentId) ?? null, applications: lists.get(r.studentId) ?? [], teacher: teachers.get(r.teacherUserId) ?? null,
      letter: r.state === 'submitted' ? letters.get(r.id) ?? null : null,
    }));
  }
}

const PAST = { accept: 'accepted', decline: 'declined', cancel: 'cancelled', submit: 'submitted' } as const satisfies Record<RequestMove, string>;
