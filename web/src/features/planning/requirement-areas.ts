import type { CatalogCourseFieldsFragment, RequirementSetFieldsFragment } from '../../gql/graphql';

/**
 * The area codes the requirements form offers: each SCED area of the school's catalog ("sced:01", named), then any
 * other area a set already uses ("ag:b", "ncaa:english"), each once, in code order.
 */
export function areaChoices(
  courses: readonly Pick<CatalogCourseFieldsFragment, 'subjectArea' | 'subjectAreaName'>[],
  sets: readonly Pick<RequirementSetFieldsFragment, 'requirements'>[],
): { value: string; label: string }[] {
  const named = new Map<string, string>();
  for (const c of courses) named.set(`sced:${c.subjectArea}`, `sced:${c.subjectArea} ${c.subjectAreaName}`);
  for (const s of sets) for (const r of s.requirements) for (const a of r.areas) if (!named.has(a)) named.set(a, a);
  return [...named].sort(([a], [b]) => a.localeCompare(b)).map(([value, label]) => ({ value, label }));
}
