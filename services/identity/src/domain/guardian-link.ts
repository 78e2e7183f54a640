import { guardianLinkInForce, studentConsentApplies, type MajorityRule } from '@counsel/kit';

/**
 * A guardian's link to one student, and the rule that decides whether it is in force. Identity owns links because
 * it mints the token: the students a guardian may see ride in the token's `students` claim, computed here, and a
 * change to a link ends the guardian's cached tokens in the same unit of work (see guardians.service.ts).
 */
export interface GuardianLink {
  id: string;
  guardianUserId: string;
  /** The student's account (what every service checks a guardian against: kit canGuardianSee). */
  studentUserId: string;
  /** Where the link came from: a roster import, or an invitation by staff. */
  source: 'roster' | 'invitation';
  createdAt: string;
  /** Who made it: the inviting staff member, or null for a roster import. */
  createdBy: string | null;
  /** The adult student withdrew consent (only counts under the `student_consent` rule). */
  consentWithdrawn: boolean;
}

/** What identity keeps of a student (from the students service's profile events) to answer links and consent. */
export interface LinkedStudent {
  studentId: string;
  userId: string;
  schoolId: string | null;
  firstName: string;
  lastName: string;
  /** As the profile holds it (free text); only an ISO date (YYYY-MM-DD) counts for the age of majority. */
  dateOfBirth: string | null;
}

export { DEFAULT_MAJORITY_RULE, MAJORITY_RULE_KEY, isMajorityRule, type MajorityRule } from '@counsel/kit';

/** Whether the adult student decides: the rule asks for consent and the student is 18. */
export const consentApplies = (rule: MajorityRule, student: LinkedStudent | null, today: string) =>
  !!student && studentConsentApplies(rule, student.dateOfBirth, today);

/**
 * Whether the link lets the guardian see the student today. Consent is given until the adult student withdraws it:
 * the student sees every link on their dashboard and may switch one off (and on again).
 */
export function linkInForce(link: GuardianLink, student: LinkedStudent | null, rule: MajorityRule, today: string): boolean {
  return guardianLinkInForce(link.consentWithdrawn, rule, student?.dateOfBirth ?? null, today);
}

export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);
