import { canActInSchool, canGuardianSee, ConflictError, ForbiddenError, isStaff, NotFoundError, requireUser, ValidationError, phrase, type Principal } from '@counsel/kit';
import { DEFAULT_BRAG_PROMPTS, FAMILY_QUESTIONS, questionsOf, type BragAuthor, type BragQuestion, type BragSheet } from '../domain/brag-sheet.js';
import { accountName } from '../domain/teacher.js';
import type { StudentRecord } from '../domain/student.js';
import { ACTIVE_STATES, partyOf, type RecommendationRequest } from '../domain/request.js';
import { parseAnswers, parsePrompts, parseShared } from '../domain/school-document-rules.js';
import { nowOf, STUDENT_NOT_FOUND, visibleRequest, visibleStudent, type LettersDeps } from './access.js';
import type { BragSheetAnswerInput } from '../graphql/generated/resolvers-types.js';

/** `writtenBy`: the name of the guardian who wrote a family answer, for school staff only (null for anyone else). */
type BragItem = { questionId: string; prompt: string; answer: string; writtenBy: string | null };

/** School staff read who in the family wrote an answer; the student and the guardians read the answers alone. */
const readsAuthors = (user: Principal) => user.role === 'counselor' || user.role === 'admin' || user.role === 'teacher';

export interface BragSheetView {
  studentId: string;
  /** The school's questions now, each with the student's answer ('' when unanswered). */
  items: BragItem[];
  /** The family part: its questions, each with the guardian's answer ('' when unanswered). */
  familyItems: BragItem[];
  updatedAt: string | null;
}

/** The family part alone, as a guardian reads and writes it. */
export interface FamilyBragSheetView {
  studentId: string;
  items: BragItem[];
  updatedAt: string | null;
}

/** Requested, accepted or submitted: a request a letter is (or was) written for. */
const isActive = (r: RecommendationRequest) => ACTIVE_STATES.includes(r.state);

/**
 * The brag sheet: questions a school's counselors set, answers the student saves as part of their record, and
 * the requests whose teacher the student shared it with. Staff of the school read it; only the student writes it,
 * except its family part, which only a guardian linked to the student writes (and which is all a guardian reads).
 */
export class BragSheetsService {
  constructor(private readonly deps: LettersDeps) {}

  async questions(p: Principal | null, schoolId: string): Promise<BragQuestion[]> {
    const user = requireUser(p);
    if (!isStaff(user) || !canActInSchool(user, schoolId)) throw new NotFoundError('School not found');
    return this.questionsOf(schoolId);
  }

  async setQuestions(p: Principal | null, schoolId: string, input: readonly string[]): Promise<BragQuestion[]> {
    const user = requireUser(p);
    if (!isStaff(user) || !canActInSchool(user, schoolId)) throw new NotFoundError('School not found');
    const questions = questionsOf(parsePrompts(input));
    await this.deps.store.write((w) => w.bragSheets.saveQuestions(schoolId, questions, nowOf(this.deps).toISOString()));
    return questions;
  }

  async get(p: Principal | null, studentId: string): Promise<BragSheetView> {
    const user = requireUser(p);
    const student = await visibleStudent(this.deps.store, user, studentId);
    await this.deps.reads.staffRead(user, { studentId, parts: ['letters'], detail: 'brag sheet' });
    return this.viewOf(user, studentId, student.schoolId);
  }

  /** The student saves answers to the school's questions; answers to questions the school no longer asks stay on the record. */
  async save(p: Principal | null, studentId: string, input: readonly BragSheetAnswerInput[]): Promise<BragSheetView> {
    const user = requireUser(p);
    const { store } = this.deps;
    const student = await visibleStudent(store, user, studentId);
    if (user.role !== 'student') throw new ForbiddenError('Only the student can fill in their brag sheet');
    const answers = parseAnswers(input);
    const questions = await this.questionsOf(student.schoolId);
    const unknown = answers.find((a) => !questions.some((q) => q.id === a.questionId));
    if (unknown) throw new ValidationError(phrase("Question {{question}} is not on your school's brag sheet", { question: unknown.questionId }));
    await this.saveAnswers(studentId, questions, answers);
    return this.viewOf(user, studentId, student.schoolId);
  }

  /** The family part: a guardian linked to the student, the student, and staff of the school (staff and guardians logged). */
  async family(p: Principal | null, studentId: string): Promise<FamilyBragSheetView> {
    const user = requireUser(p);
    await this.familyReader(user, studentId);
    await this.deps.reads.staffRead(user, { studentId, parts: ['letters'], detail: 'brag sheet, family part' });
    return this.familyViewOf(user, studentId);
  }

  /** A guardian linked to the student saves the family part; everyone else who may see the student is refused. */
  async saveFamily(p: Principal | null, studentId: string, input: readonly BragSheetAnswerInput[]): Promise<FamilyBragSheetView> {
    const user = requireUser(p);
    await this.familyReader(user, studentId);
    if (user.role !== 'guardian') throw new ForbiddenError('Only a guardian of the student can fill in the family part of the brag sheet');
    const answers = parseAnswers(input);
    const unknown = answers.find((a) => !FAMILY_QUESTIONS.some((q) => q.id === a.questionId));
    if (unknown) throw new ValidationError(phrase('Question {{question}} is not on the family part of the brag sheet', { question: unknown.questionId }));
    await this.saveAnswers(studentId, FAMILY_QUESTIONS, answers, { userId: user.userId, name: accountName(user) });
    return this.familyViewOf(user, studentId);
  }

  /** The student who asked shares (or stops sharing) their brag sheet with the teacher of one request. */
  async share(p: Principal | null, requestId: string, input: boolean): Promise<{ requestId: string; shared: boolean }> {
    const user = requireUser(p);
    const r = await visibleRequest(this.deps.store, user, requestId);
    if (partyOf(user, r) !== 'student') throw new ForbiddenError('Only the student who asked can share their brag sheet');
    const shared = parseShared(input);
    // Stopping is always allowed; a declined or cancelled request has no letter coming, so nothing to share it for.
    if (shared && !isActive(r)) throw new ConflictError(`This request is ${r.state}; your brag sheet can no longer be shared with it`);
    await this.deps.store.write((w) => w.bragSheets.share(r.id, r.studentId, shared));
    return { requestId: r.id, shared };
  }

  async sharedOf(requestId: string): Promise<boolean> {
    return (await this.deps.store.bragSheets.sharedWith([requestId])).has(requestId);
  }

  /**
   * The brag sheet as a request's card shows it: the teacher asked only when the student shared it; the student
   * and staff who may see the request always.
   */
  async forRequest(p: Principal | null, requestId: string): Promise<BragSheetView | null> {
    const user = requireUser(p);
    const r = await visibleRequest(this.deps.store, user, requestId);
    // A teacher reads it only while shared, and not once the request was declined or cancelled (shared before).
    if (user.role === 'teacher' && (!isActive(r) || !(await this.sharedOf(r.id)))) return null;
    const student = await this.deps.store.students.get(r.studentId);
    return this.viewOf(user, r.studentId, student?.schoolId ?? r.schoolId);
  }

  /** The student for the family part: a linked guardian, else whoever may see the student (anyone else: not found). */
  private async familyReader(user: Principal, studentId: string): Promise<StudentRecord> {
    const s = studentId.length <= 100 ? await this.deps.store.students.get(studentId) : null;
    if (s && canGuardianSee(user, s.userId)) return s;
    if (user.role === 'guardian') throw new NotFoundError(STUDENT_NOT_FOUND);
    return visibleStudent(this.deps.store, user, studentId);
  }

  /**
   * Answers given replace those to the same questions; the rest of the sheet (the other part, retired questions)
   * stays, each with its own author. `author`: the guardian saving the family part.
   */
  private async saveAnswers(studentId: string, questions: readonly BragQuestion[], answers: readonly { questionId: string; answer: string }[], author?: BragAuthor): Promise<void> {
    const { store } = this.deps;
    const before = (await store.bragSheets.answers(studentId))?.answers ?? [];
    const given = new Map(answers.map((a) => [a.questionId, a.answer]));
    const kept = before.filter((a) => !given.has(a.questionId));
    const fresh = questions.filter((q) => given.has(q.id) && given.get(q.id) !== '')
      .map((q) => ({ questionId: q.id, prompt: q.prompt, answer: given.get(q.id) as string, ...(author ? { author } : {}) }));
    const sheet: BragSheet = { studentId, answers: [...kept, ...fresh], updatedAt: nowOf(this.deps).toISOString() };
    await store.write((w) => w.bragSheets.saveAnswers(sheet));
  }

  private async familyViewOf(user: Principal, studentId: string): Promise<FamilyBragSheetView> {
    const sheet = await this.deps.store.bragSheets.answers(studentId);
    return { studentId, items: answered(FAMILY_QUESTIONS, sheet, readsAuthors(user)), updatedAt: sheet?.updatedAt ?? null };
  }

  private async questionsOf(schoolId: string): Promise<BragQuestion[]> {
    return await this.deps.store.bragSheets.questions(schoolId) ?? questionsOf(DEFAULT_BRAG_PROMPTS);
  }

  private async viewOf(user: Principal, studentId: string, schoolId: string): Promise<BragSheetView> {
    const [questions, sheet] = [await this.questionsOf(schoolId), await this.deps.store.bragSheets.answers(studentId)];
    return {
      studentId, items: answered(questions, sheet, false), familyItems: answered(FAMILY_QUESTIONS, sheet, readsAuthors(user)), updatedAt: sheet?.updatedAt ?? null,
    };
  }
}

function answered(questions: readonly BragQuestion[], sheet: BragSheet | null | undefined, withAuthors: boolean): BragItem[] {
  const answers = new Map((sheet?.answers ?? []).map((a) => [a.questionId, a]));
  return questions.map((q) => {
    const a = answers.get(q.id);
    return { questionId: q.id, prompt: q.prompt, answer: a?.answer ?? '', writtenBy: withAuthors ? a?.author?.name ?? null : null };
  });
}
