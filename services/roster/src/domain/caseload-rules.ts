import { z } from 'zod';
import { ValidationError, phrase, word } from '@counsel/kit';
import type { CaseloadRule } from './caseload-rule.js';
import type { Enrollment } from './enrollment.js';

const grade = (label: string) => z.number(`${label} must be a grade from 9 to 12`).int(`${label} must be a grade from 9 to 12`)
  .min(9, `${label} must be a grade from 9 to 12`).max(12, `${label} must be a grade from 9 to 12`);
const letter = (label: string) => z.string(`${label} must be one letter from A to Z`).trim()
  .regex(/^[A-Za-z]$/, `${label} must be one letter from A to Z`).transform((s) => s.toUpperCase());

const ruleInput = z.object({
  counselorId: z.string('counselorId is required').min(1, 'counselorId is required').max(64, 'Invalid counselorId'),
  gradeFrom: grade('gradeFrom'),
  gradeTo: grade('gradeTo'),
  surnameFrom: letter('surnameFrom'),
  surnameTo: letter('surnameTo'),
}).refine((r) => r.gradeFrom <= r.gradeTo, 'gradeFrom must not be above gradeTo')
  .refine((r) => r.surnameFrom <= r.surnameTo, 'surnameFrom must not come after surnameTo');
const rulesInput = z.array(ruleInput, 'rules must be a list').max(100, 'A school has at most 100 caseload rules');

export type CaseloadRuleFields = z.infer<typeof ruleInput>;

/** Checks a school's rules as given (shape, grades 9-12, letters A-Z, ranges in order). */
export function parseCaseloadRules(input: unknown): CaseloadRuleFields[] {
  const r = rulesInput.safeParse(input);
  if (!r.success) {
    const issue = r.error.issues[0];
    // The problem is a sentence of the rules above (a catalog key); the rule's number goes before it.
    throw new ValidationError(typeof issue.path[0] === 'number' ? phrase('Rule {{rule}}: {{problem}}', { rule: issue.path[0] + 1, problem: word(issue.message) }) : issue.message);
  }
  return r.data;
}

/** The letter a surname files under: its first letter without accents, upper-case; null when none. */
export function surnameLetter(lastName: string | null): string | null {
  const first = lastName?.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().charAt(0).toUpperCase();
  return first && /^[A-Z]$/.test(first) ? first : null;
}

/** The first of a school's rules (in position order) that takes this student, or null. */
export function matchingRule(e: Pick<Enrollment, 'schoolId' | 'grade' | 'lastName'>, rules: readonly CaseloadRule[]): CaseloadRule | null {
  if (e.grade === null) return null;
  const grade = Number(e.grade);
  const letter = surnameLetter(e.lastName);
  if (!letter) return null;
  const ordered = [...rules].sort((a, b) => a.position - b.position);
  return ordered.find((r) => r.schoolId === e.schoolId && grade >= r.gradeFrom && grade <= r.gradeTo && letter >= r.surnameFrom && letter <= r.surnameTo) ?? null;
}

/** The counselor whose caseload the student is in: assigned by hand, else by the first matching rule. */
export function effectiveCounselor(e: Pick<Enrollment, 'schoolId' | 'grade' | 'lastName' | 'manualCounselorId' | 'status'>, rules: readonly CaseloadRule[]): string | null {
  if (e.manualCounselorId) return e.manualCounselorId;
  if (e.status !== 'active') return null;
  return matchingRule(e, rules)?.counselorId ?? null;
}
