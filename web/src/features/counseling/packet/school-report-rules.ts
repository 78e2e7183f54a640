import type { SchoolDocumentFieldsFragment, SchoolReportFormInput } from '../../../gql/graphql';

/**
 * The school report form's choices and checks, in the letters service's words (services/letters domain
 * school-document*.ts), so the form refuses what the server would with the same message; the server decides.
 */
export const COURSE_RIGOR = [
  ['most_demanding', 'Most demanding'], ['very_demanding', 'Very demanding'], ['demanding', 'Demanding'], ['average', 'Average'],
  ['below_average', 'Below average'],
] as const;
export const RATING_CATEGORIES = [['academic', 'Academic'], ['extracurricular', 'Extracurricular'], ['personal', 'Personal'], ['overall', 'Overall']] as const;
export const RATING_LEVELS = [
  ['no_basis', 'No basis'], ['below_average', 'Below average'], ['average', 'Average'], ['good', 'Good'], ['very_good', 'Very good'],
  ['excellent', 'Excellent'], ['outstanding', 'Outstanding (top few)'],
] as const;
export type RatingCategory = (typeof RATING_CATEGORIES)[number][0];

export const REPORT_MESSAGES = {
  gpa: 'GPA must be a number from 0 to 20',
  gpaScale: 'The GPA scale must be a number from 1 to 20',
  gpaOverScale: 'GPA must not exceed its scale',
  rank: 'Rank must be at most 100 characters',
} as const;
export const RANK_MAX = 100;

/** The form's fields: a rating per category (empty: not rated), rank only when the school reports it. */
export interface ReportValues {
  gpa: number | null;
  gpaScale: number | null;
  ranks: boolean;
  rank: string;
  courseRigor: string | null;
  ratings: Partial<Record<RatingCategory, string | null>>;
}

type Form = SchoolDocumentFieldsFragment['form'];

/** The saved (or pre-filled) form as the fields show it. */
export function valuesOf(form: Form): ReportValues {
  const ratings: ReportValues['ratings'] = {};
  for (const r of form?.ratings ?? []) ratings[r.category as RatingCategory] = r.level;
  return {
    gpa: form?.gpa ?? null, gpaScale: form?.gpaScale ?? null, ranks: Boolean(form?.rank), rank: form?.rank ?? '',
    courseRigor: form?.courseRigor ?? null, ratings,
  };
}

/** The fields as the service's input: no rank when the school does not rank, ratings in the form's order. */
export function formInputOf(v: ReportValues): SchoolReportFormInput {
  return {
    gpa: v.gpa ?? null, gpaScale: v.gpaScale ?? null, rank: v.ranks && v.rank.trim() ? v.rank.trim() : null, courseRigor: v.courseRigor || null,
    ratings: RATING_CATEGORIES.flatMap(([category]) => (v.ratings?.[category] ? [{ category, level: v.ratings[category] as string }] : [])),
  };
}

/** What the server would refuse in the GPA pair, in its words; null when it would take them. */
export function gpaProblem(gpa: number | null | undefined, scale: number | null | undefined): string | null {
  if (gpa != null && (gpa < 0 || gpa > 20)) return REPORT_MESSAGES.gpa;
  if (scale != null && (scale < 1 || scale > 20)) return REPORT_MESSAGES.gpaScale;
  if (gpa != null && scale != null && gpa > scale) return REPORT_MESSAGES.gpaOverScale;
  return null;
}
