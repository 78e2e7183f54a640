import { canSeeStudent, DEFAULT_SCHOOL_ID, type Principal } from '@counsel/kit';
import type { NotificationKind } from '../domain/kinds.js';
import type { NotificationDraft, Recipient, StudentFacts } from '../domain/notification.js';
import type { DirectoryRepository } from '../ports/notifications-store.js';

const LETTER_KINDS = new Set(['LETTER_REQUESTED', 'LETTER_ACCEPTED', 'LETTER_DECLINED', 'LETTER_SUBMITTED']);

/**
 * Whether `r` may hear about `student`: the student themselves; staff who may see them (their schools, as the
 * token's claim would say); a teacher only of a letter request about a student of their schools.
 * Anyone else, and anyone this service has no account for, hears nothing about a student.
 */
export function mayHear(r: Recipient, student: StudentFacts, draft: NotificationDraft): boolean {
  if (r.userId === student.userId) return true;
  // A teacher hears only of letter requests, and only of students of their own schools (whom they may be asked by).
  if (r.role === 'teacher') return LETTER_KINDS.has(draft.kind) && (r.schoolIds ?? [DEFAULT_SCHOOL_ID]).includes(student.schoolId ?? DEFAULT_SCHOOL_ID);
  if (r.role !== 'counselor' && r.role !== 'admin') return false;
  const asPrincipal: Principal = { userId: r.userId, email: r.email ?? '', firstName: null, lastName: null, role: r.role, sessionId: null, schoolIds: r.schoolIds };
  return canSeeStudent(asPrincipal, student.userId, student.schoolId);
}

/** What a guardian hears of their child: the deadlines and what is still missing, nothing else (not the letters, meetings or plan). */
const GUARDIAN_KINDS: ReadonlySet<NotificationKind> = new Set(['DEADLINE_REMINDER']);

/**
 * Who hears about a student besides staff: the student, and for the kinds guardians hear, the guardians whose link
 * to the student is in force (identity's link events; a removed link or withdrawn consent drops them).
 */
export async function studentAudience(directory: Pick<DirectoryRepository, 'guardiansOf'>, student: StudentFacts, kind: NotificationKind): Promise<string[]> {
  if (!GUARDIAN_KINDS.has(kind)) return [student.userId];
  return [student.userId, ...await directory.guardiansOf(student.userId)];
}

/** A guardian hears of a student only through a link in force and only of the kinds guardians hear. */
async function guardianMayHear(directory: DirectoryRepository, r: Recipient, student: StudentFacts, draft: NotificationDraft): Promise<boolean> {
  return r.role === 'guardian' && GUARDIAN_KINDS.has(draft.kind) && (await directory.guardiansOf(student.userId)).includes(r.userId);
}

/** The drafts whose recipient may hear them, with each recipient's account (null: no account known yet). */
export async function allowed(directory: DirectoryRepository, drafts: readonly NotificationDraft[]): Promise<{ draft: NotificationDraft; to: Recipient | null }[]> {
  const people = new Map((await directory.recipients([...new Set(drafts.map((d) => d.userId))])).map((r) => [r.userId, r]));
  const ids = [...new Set(drafts.map((d) => d.studentId).filter((s): s is string => s !== null))];
  const students = new Map((await directory.students(ids)).map((s) => [s.studentId, s]));
  const out: { draft: NotificationDraft; to: Recipient | null }[] = [];
  for (const draft of drafts) {
    const to = people.get(draft.userId) ?? null;
    if (draft.studentId === null) {
      out.push({ draft, to });
      continue;
    }
    const student = students.get(draft.studentId);
    if (!student) continue;
    if (draft.userId === student.userId || (to !== null && (mayHear(to, student, draft) || await guardianMayHear(directory, to, student, draft)))) out.push({ draft, to });
  }
  return out;
}
