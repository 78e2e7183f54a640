import { ACADEMIC_PLAN_MARKER, planLines, type AcademicPlan } from '../../domain/academic-plan.js';

/** The plan's lines as an answer's section, each cited [A]: its status, each set's status and gaps, its problems. */
export function academicPlanLines(plan: AcademicPlan, name: string): string[] {
  return [`From ${name}'s academic plan:`, ...planLines(plan).map((l) => `- ${l}. [${ACADEMIC_PLAN_MARKER}]`)];
}

/** What to do next, from the plan: the first set with a gap, else keep it as it is. */
export function planNextStep(plan: AcademicPlan, name: string): string {
  const gap = plan.sets.find((s) => s.missing.length);
  if (plan.status === 'RETURNED') return `${name} revises the plan the counselor returned and submits it again.`;
  if (gap) return `Go over ${gap.setName} with ${name} and place ${gap.missing[0].label} in the years left.`;
  if (plan.status === 'DRAFT') return `${name} submits the plan for the counselor's review.`;
  return `Keep ${name}'s plan as it is and check it again after next term's marks.`;
}
