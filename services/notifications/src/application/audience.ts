import {
  canSeeStudent, DEFAULT_MAJORITY_RULE, DEFAULT_SCHOOL_ID, guardianLinkInForce, isMajorityRule, MAJORITY_RULE_KEY,
  type MajorityRule, type Principal,
} from '@counsel/kit';
import type { NotificationKind } from '../domain/kinds.js';
import type { NotificationDraft, Recipient, StudentFacts } from '../domain/notification.js';
import type { ControlRepository, DirectoryRepository } from '../ports/notifications-store.js';

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
 * Who hears about a student, and whether each draft's recipient may.
 *
 * A guardian's link is weighed here, on the day, from what identity announced (the link, its withdrawn consent), the
 * student's birth date (students' profile events) and the district's rule (the settings' `guardian_access_at_majority`),
 * with the kit's `guardianLinkInForce`, the very rule identity applies to the guardian's token. Identity could instead
 * publish a link change on each 18th birthday, but that needs a daily job (and its lease) in identity, leaves a gap
 * between midnight and that job, and would still miss a rule switched or a birth date corrected; weighing it when each
 * notification is made is right at every moment and agrees with the token, which identity computes the same way and
 * on the same day (UTC).
 */
export class Audience {
  constructor(private readonly deps: { directory: DirectoryRepository; control: ControlRepository; now?: () => Date }) {}

  /** The student, and for the kinds guardians hear, the guardians whose link is in force today. */
  async ofStudent(student: StudentFacts, kind: NotificationKind): Promise<string[]> {
    if (!GUARDIAN_KINDS.has(kind)) return [student.userId];
    return [student.userId, ...(await this.guardiansInForce([student])).get(student.userId) ?? []];
  }

  /** Each student's guardians whose link is in force today, by the student's account: one read for them all. */
  async guardiansInForce(students: readonly StudentFacts[]): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>();
    if (students.length === 0) return out;
    const byUser = new Map(students.map((s) => [s.userId, s]));
    const [links, rule] = await Promise.all([this.deps.directory.guardianLinksOf([...byUser.keys()]), this.majorityRule()]);
    const today = (this.deps.now?.() ?? new Date()).toISOString().slice(0, 10);
    for (const l of links) {
      if (!guardianLinkInForce(l.consentWithdrawn, rule, byUser.get(l.studentUserId)?.dateOfBirth ?? null, today)) continue;
      out.set(l.studentUserId, [...out.get(l.studentUserId) ?? [], l.guardianUserId]);
    }
    return out;
  }

  /**
   * The drafts whose recipient may hear them, with each recipient's account (null: no account known yet). One read
   * each of the people, the students and the guardians' links for the whole page of drafts.
   */
  async allowed(drafts: readonly NotificationDraft[]): Promise<{ draft: NotificationDraft; to: Recipient | null }[]> {
    const { directory } = this.deps;
    const people = new Map((await directory.recipients([...new Set(drafts.map((d) => d.userId))])).map((r) => [r.userId, r]));
    const ids = [...new Set(drafts.map((d) => d.studentId).filter((s): s is string => s !== null))];
    const students = new Map((await directory.students(ids)).map((s) => [s.studentId, s]));
    const guardianOf = drafts.filter((d) => people.get(d.userId)?.role === 'guardian' && GUARDIAN_KINDS.has(d.kind) && d.studentId !== null)
      .map((d) => students.get(d.studentId!)).filter((s): s is StudentFacts => s !== undefined);
    const guardians = await this.guardiansInForce([...new Set(guardianOf)]);
    const out: { draft: NotificationDraft; to: Recipient | null }[] = [];
    for (const draft of drafts) {
      const to = people.get(draft.userId) ?? null;
      if (draft.studentId === null) {
        out.push({ draft, to });
        continue;
      }
      const student = students.get(draft.studentId);
      if (!student) continue;
      // A guardian hears of a student only through a link in force and only of the kinds guardians hear.
      const asGuardian = to?.role === 'guardian' && GUARDIAN_KINDS.has(draft.kind) && (guardians.get(student.userId) ?? []).includes(to.userId);
      if (draft.userId === student.userId || (to !== null && (mayHear(to, student, draft) || asGuardian))) out.push({ draft, to });
    }
    return out;
  }

  private async majorityRule(): Promise<MajorityRule> {
    const v = await this.deps.control.getSetting(MAJORITY_RULE_KEY);
    return isMajorityRule(v) ? v : DEFAULT_MAJORITY_RULE;
  }
}
