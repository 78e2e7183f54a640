import type { RequirementSetFieldsFragment, RequirementSetInput } from '../../gql/graphql';

export interface RequirementFormRow {
  key?: string | null;
  label: string;
  areas: string[];
  credits?: number | null;
  courseCodes: string[];
}

/** The graduation requirements form: the set's name and minimums, and one row per requirement. */
export interface RequirementSetFormValues {
  name: string;
  source?: string | null;
  minimumMark?: string | null;
  minimumTotalCredits?: number | null;
  requirements: RequirementFormRow[];
}

export const NEW_REQUIREMENT_SET: RequirementSetFormValues = {
  name: 'Graduation requirements', source: '', minimumMark: '', minimumTotalCredits: null,
  requirements: [{ label: '', areas: [], credits: null, courseCodes: [] }],
};

export function requirementSetFormValues(s: RequirementSetFieldsFragment): RequirementSetFormValues {
  return {
    name: s.name, source: s.source ?? '', minimumMark: s.minimumMark ?? '', minimumTotalCredits: s.minimumTotalCredits ?? null,
    requirements: s.requirements.map((r) => ({ key: r.key, label: r.label, areas: [...r.areas], credits: r.credits || null, courseCodes: [...r.courseCodes] })),
  };
}

/** A requirement asks for credits from areas, or for named courses (or both); a row with neither asks for nothing. */
export const requirementAsksSomething = (r: Pick<RequirementFormRow, 'areas' | 'credits' | 'courseCodes'>): boolean =>
  ((r.credits ?? 0) > 0 && (r.areas ?? []).length > 0) || (r.courseCodes ?? []).length > 0;

const text = (v: string | null | undefined): string | null => v?.trim() || null;
const list = (values: readonly string[] | undefined, upper = false): string[] =>
  [...new Set((values ?? []).map((v) => (upper ? v.trim().toUpperCase() : v.trim())).filter(Boolean))];

/** What saveRequirementSet takes: the set of that school (new when `id` is absent), blanks sent as nothing. */
export function requirementSetInput(schoolId: string, id: string | null, v: RequirementSetFormValues): RequirementSetInput {
  return {
    ...(id ? { id } : {}),
    schoolId,
    name: v.name.trim(),
    source: text(v.source),
    minimumMark: text(v.minimumMark),
    minimumTotalCredits: v.minimumTotalCredits == null ? null : Number(v.minimumTotalCredits),
    requirements: (v.requirements ?? []).map((r) => ({
      ...(r.key ? { key: r.key } : {}),
      label: r.label.trim(),
      areas: list(r.areas),
      credits: r.credits == null ? 0 : Number(r.credits),
      courseCodes: list(r.courseCodes, true),
    })),
  };
}
