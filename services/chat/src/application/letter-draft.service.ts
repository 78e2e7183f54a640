import { ForbiddenError, NotFoundError, ValidationError, canSeeStudent, requireRole, type Logger, type Principal, type RecordReads } from '@counsel/kit';
import type { CounselingRecord } from '../domain/counseling.js';
import {
  DRAFT_KINDS, checkDraft, citedSources, draftItems, draftPrompt, outline,
  type DraftItem, type DraftKind, type DraftMaterial, type DraftSentence, type LetterDraftResult,
} from '../domain/letter-draft.js';
import type { StudentContext } from '../domain/student-context.js';
import type { Answerer } from '../ports/answerer.js';
import type { CounselingSource } from '../ports/counseling-source.js';
import type { LetterMaterialSource } from '../ports/letter-material-source.js';
import type { NotesPolicySource } from '../ports/notes-policy-source.js';
import type { StudentContextStore } from '../ports/student-context-store.js';

export interface LetterDraftDeps {
  contexts: StudentContextStore;
  /** The configured generative model; null: the draft is the offline outline. */
  model: Answerer | null;
  material: LetterMaterialSource;
  counseling?: CounselingSource | null;
  /** Whether counselor notes may go to an external model (the admin's switch); absent: they never do. */
  notesPolicy?: NotesPolicySource | null;
  reads: RecordReads;
  log: Logger;
  modelTimeoutMs?: number;
}

export interface LetterDraftArgs { studentId: string; kind: string; requestId?: string | null }

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const NOT_FOUND = 'Student not found';
export const LETTER_DRAFT_MESSAGES = {
  kind: `kind must be one of ${DRAFT_KINDS.join(', ')}`,
  studentId: 'Invalid student id',
  requestId: 'A teacher_letter draft needs the requestId of the accepted request',
  counselorOnly: 'Only staff of the student\'s school draft the counselor letter',
  teacherOnly: 'Only the teacher asked drafts a teacher letter',
} as const;

/**
 * The letter's first draft. Chat owns the assistant and its model adapters, so the draft is made here;
 * the material is read on the caller's token from the subgraphs that own it, which authorize and log those reads.
 * The draft is returned only: nothing is saved or submitted.
 */
export class LetterDraftService {
  constructor(private readonly deps: LetterDraftDeps) {}

  async draft(principal: Principal | null, token: string | null, args: LetterDraftArgs): Promise<LetterDraftResult> {
    // Who first: a student (or any other role) is refused before anything about the input is said.
    const actor = requireRole(principal, 'counselor', 'admin', 'teacher');
    const isTeacher = actor.role === 'teacher';
    if (typeof args.studentId !== 'string' || !ID.test(args.studentId)) throw new ValidationError(LETTER_DRAFT_MESSAGES.studentId);
    if (!(DRAFT_KINDS as readonly string[]).includes(args.kind)) throw new ValidationError(LETTER_DRAFT_MESSAGES.kind);
    const kind = args.kind as DraftKind;
    if (isTeacher && kind !== 'teacher_letter') throw new ForbiddenError(LETTER_DRAFT_MESSAGES.counselorOnly);
    if (!isTeacher && kind !== 'counselor_letter') throw new ForbiddenError(LETTER_DRAFT_MESSAGES.teacherOnly);

    const external = this.deps.model !== null;
    let material: DraftMaterial;
    let notesWithheld = false;
    if (isTeacher) {
      if (!args.requestId || !ID.test(args.requestId)) throw new ValidationError(LETTER_DRAFT_MESSAGES.requestId);
      material = await this.teacherMaterial(actor, token, args.studentId, args.requestId);
    } else {
      const student = await this.deps.contexts.get(args.studentId);
      // Another school's student does not exist for the caller (FERPA): the same 404 as an unknown id.
      if (!student || !canSeeStudent(actor, student.userId, student.schoolId)) throw new NotFoundError(NOT_FOUND);
      // Chat's own read (profile, college list) is logged here; counseling and letters log the reads made on the token.
      await this.deps.reads.staffRead(actor, { studentId: args.studentId, parts: ['profile', 'college_list'], detail: 'letter_draft' });
      const [record, meetings, brag, notesAllowed] = await Promise.all([
        this.orNull('counseling', () => this.deps.counseling?.forStudent(args.studentId, token) ?? Promise.resolve(null)),
        this.orNull('meetings', () => this.deps.material.meetings(args.studentId, token)),
        this.orNull('brag sheet', () => this.deps.material.bragSheet(args.studentId, token)),
        external && this.deps.notesPolicy ? this.deps.notesPolicy.notesToExternalModels(token) : Promise.resolve(!external),
      ]);
      // An external model gets no note text (notes, meetings' notes) unless the admin's switch allows it.
      const withNotes = !external || notesAllowed;
      notesWithheld = !withNotes && hasNoteText(record, meetings);
      material = staffMaterial(student, withNotes ? record : null, (meetings ?? []).map((m) => (withNotes ? m : { ...m, note: null })), brag ?? []);
    }

    const items = draftItems(material);
    const base = { studentId: args.studentId, kind, notesWithheld };
    const drafted = this.deps.model ? await this.write(this.deps.model, kind, material.firstName, items) : null;
    this.deps.log.info({ actorId: actor.userId, studentId: args.studentId, kind, answeredBy: drafted ? this.deps.model!.name : 'offline' }, 'letter draft');
    if (!drafted) {
      const sentences = outline(items);
      return { ...base, form: 'outline', answeredBy: 'offline', model: null, sentences, sources: citedSources(sentences, items) };
    }
    return { ...base, form: 'draft', answeredBy: this.deps.model!.name, model: this.deps.model!.model, sentences: drafted, sources: citedSources(drafted, items) };
  }

  /** The teacher asked, on an accepted request of that student: only what the student shared with the request. */
  private async teacherMaterial(actor: Principal, token: string | null, studentId: string, requestId: string): Promise<DraftMaterial> {
    const request = await this.deps.material.request(requestId, token);
    if (!request || request.teacherUserId !== actor.userId || request.studentId !== studentId || request.state !== 'accepted') {
      throw new NotFoundError(NOT_FOUND);
    }
    const student = await this.deps.contexts.get(studentId);
    return {
      studentId,
      firstName: request.student.firstName || request.student.name.split(' ')[0] || 'The student',
      grade: request.student.grade,
      schoolName: student?.profile.highSchoolName ?? null,
      bragSheet: request.bragSheet ?? [],
      requestNote: { requestId: request.id, text: request.note },
      colleges: request.colleges,
    };
  }

  /** The model's draft checked sentence by sentence, or null on failure (the outline is complete on its own). */
  private async write(model: Answerer, kind: DraftKind, firstName: string, items: DraftItem[]): Promise<DraftSentence[] | null> {
    try {
      let text = '';
      const signal = AbortSignal.timeout(this.deps.modelTimeoutMs ?? 30_000);
      const input = { question: 'Draft the letter', prompt: draftPrompt(kind, firstName, items), student: null, passages: [], knowledgeUnavailable: false };
      for await (const chunk of model.stream(input, signal)) if (chunk.type === 'delta') text += chunk.text;
      const sentences = checkDraft(text, items);
      return sentences.length ? sentences : null;
    } catch (err) {
      this.deps.log.warn({ err: (err as Error).message }, 'the model could not draft the letter; returning the offline outline');
      return null;
    }
  }

  private async orNull<T>(what: string, f: () => Promise<T>): Promise<T | null> {
    try {
      return await f();
    } catch (err) {
      this.deps.log.warn({ err: (err as Error).message }, `${what} unavailable; the letter draft goes without`);
      return null;
    }
  }
}

function hasNoteText(record: CounselingRecord | null, meetings: { note: string | null }[] | null): boolean {
  return !!record?.notes.length || !!meetings?.some((m) => m.note);
}

/** The counselor letter's material: the read model's profile, notes (when allowed), held meetings, the brag sheet. */
function staffMaterial(s: StudentContext, record: CounselingRecord | null, meetings: DraftMaterial['meetings'], bragSheet: DraftMaterial['bragSheet']): DraftMaterial {
  const p = s.profile;
  const fields: [string, string | null][] = [['Clubs', p.clubs], ['Leadership', p.leadership], ['Internships and volunteering', p.internshipsVolunteer], ['Outside school', p.activitiesOutsideSchool]];
  const involvement = fields.flatMap(([label, text]) => (text ? [{ label, text }] : []));
  return {
    studentId: s.studentId,
    // First name only: the letter's draft needs no other identifier of the student.
    firstName: p.firstName ?? 'The student',
    grade: p.grade, schoolName: p.highSchoolName, gpa: p.gpa, apIbHonors: p.apIbHonors,
    courses: p.courses.slice(0, 12), activities: p.activities.slice(0, 12), involvement,
    notes: (record?.notes ?? []).map((n) => ({ id: n.id, date: n.date, text: n.text })),
    meetings, bragSheet,
    colleges: s.collegeList.map((c) => c.collegeName).filter(Boolean).slice(0, 20),
  };
}
