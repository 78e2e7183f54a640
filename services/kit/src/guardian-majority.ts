/**
 * The age of majority for guardians' access, shared by identity (which puts it in a guardian's token) and every
 * service that addresses guardians itself (notifications), so both read one rule and never disagree on a birthday.
 */

/** The district setting (settings service key `guardian_access_at_majority`). */
export type MajorityRule = 'continues' | 'student_consent';
export const MAJORITY_RULE_KEY = 'guardian_access_at_majority';
export const DEFAULT_MAJORITY_RULE: MajorityRule = 'continues';
export const isMajorityRule = (v: unknown): v is MajorityRule => v === 'continues' || v === 'student_consent';

/** FERPA passes the rights to the student at 18. */
const AGE_OF_MAJORITY = 18;

/** Whether the student is 18 or older on `today` (YYYY-MM-DD); an unknown or unreadable birth date counts as a minor. */
export function isAdult(dateOfBirth: string | null, today: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth?.trim() ?? '');
  if (!m) return false;
  const eighteenth = `${String(Number(m[1]) + AGE_OF_MAJORITY).padStart(4, '0')}-${m[2]}-${m[3]}`;
  return eighteenth <= today;
}

/** Whether the student's consent decides: the rule asks for it and the student is 18 on `today`. */
export const studentConsentApplies = (rule: MajorityRule, dateOfBirth: string | null, today: string) =>
  rule === 'student_consent' && isAdult(dateOfBirth, today);

/** Whether a guardian's link is in force: consent counts as given until the adult student withdraws it. */
export const guardianLinkInForce = (consentWithdrawn: boolean, rule: MajorityRule, dateOfBirth: string | null, today: string) =>
  !(consentWithdrawn && studentConsentApplies(rule, dateOfBirth, today));
