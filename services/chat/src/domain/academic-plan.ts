import type { PlanChanged } from '@counsel/proto-events';

/**
 * A student's four-year plan as chat's read model keeps it: what planning's plan-changed event carries (its status
 * and, per requirement set, its status and what is missing), never the plan's comments. The latest event replaces it.
 */
export type AcademicPlan = Omit<PlanChanged, 'studentId' | 'studentUserId'>;

/** The marker the prompt gives the plan block; the answer cites it as [A]. */
export const ACADEMIC_PLAN_MARKER = 'A';
export const ACADEMIC_PLAN_TITLE = 'Academic plan';

const STATUS_WORDS: Record<AcademicPlan['status'], string> = {
  DRAFT: 'a draft (not submitted)', SUBMITTED: 'submitted for review', RETURNED: 'returned for changes', APPROVED: 'approved',
};
const TRACK_WORDS: Record<AcademicPlan['track'], string> = { ON_TRACK: 'on track', AT_RISK: 'at risk', OFF_TRACK: 'off track' };

export const planStatusText = (p: AcademicPlan) => STATUS_WORDS[p.status] ?? p.status.toLowerCase();
export const trackText = (t: AcademicPlan['track']) => TRACK_WORDS[t] ?? t.toLowerCase();

/** The plan's status in one line: "Four-year plan approved: 24 courses completed, 8 planned; on track overall". */
export function planHeadline(p: AcademicPlan): string {
  return `Four-year plan ${planStatusText(p)}: ${p.completedCourses} courses completed, ${p.plannedCourses} planned; ${trackText(p.track)} overall`;
}

/** One requirement set as one line: "UC/CSU a-g: at risk (missing: Laboratory science: 1 of 2 years …)". */
export function setLine(s: AcademicPlan['sets'][number]): string {
  // A requirement's summary starts with its label: "d. Science: 1 year missing of 2 (1 completed, 0 planned)".
  const missing = s.missing.map((m) => m.summary).join('; ');
  return `${s.setName}: ${trackText(s.status)}${missing ? ` (missing: ${missing})` : ' (nothing missing)'}`;
}

/** The plan as lines of facts (the prompt's block, the offline answer and the cited source's content). */
export function planLines(p: AcademicPlan): string[] {
  return [planHeadline(p), ...p.sets.map(setLine), ...p.problems.slice(0, 5).map((x) => `Problem: ${x}`)];
}

const PLAN_WORDS = /\b(four[- ]year plan|academic plan|course plan|graduat\w*|a[-–]g|ncaa|requirement sets?|credits?|core courses?|on track|off track|at risk|prerequisites?)\b/i;
const COURSE_WORDS = /\b(courses?|classes|schedule|senior year|junior year|next year)\b/i;
const APPLYING = /\b(colleges?|universit(y|ies)|applications?|appl(y|ied|ying)|deadlines?|early|decision|action|rolling|admission|admitted)\b/i;

/**
 * Whether a question is about the student's plan, graduation, a-g or NCAA: the plan answers it. "plan" alone is the
 * college list's word too (an Early Decision plan), so it counts only without words of applying.
 */
export function asksAboutPlan(question: string): boolean {
  if (PLAN_WORDS.test(question)) return true;
  return /\bplan(s|ned)?\b/i.test(question) && !APPLYING.test(question);
}

/** Words that ask what is still to come: what to take, what is planned, next year. */
const AHEAD = /\b(should|could|can|needs?|must|will|next|plan(?:s|ned|ning)?|schedule|senior year|junior year)\b/i;

/**
 * Whether a question is about the student's courses to come ("What classes should Jordan take next year?"): the plan
 * bears beside the record. "Which AP courses is Maya taking?" asks what the record holds now, which the plan's status
 * and gaps do not answer.
 */
export function asksAboutCourses(question: string): boolean {
  // "What core-course GPA does he need?" asks for a GPA: a word inside a hyphenated compound is part of another thing.
  const plain = question.replace(/\b[a-z]+(?:-[a-z]+)+\b/gi, ' ');
  return COURSE_WORDS.test(plain) && AHEAD.test(question) && !APPLYING.test(question);
}
