import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { RequirementSet } from './requirement-set.js';

const requirement = z.object({ key: z.string(), label: z.string(), areas: z.array(z.string()), credits: z.number(), courseCodes: z.array(z.string()) });
const setFile = z.object({
  id: z.string(), name: z.string(), kind: z.enum(['GRADUATION', 'COLLEGE_ENTRANCE']), source: z.string(), unit: z.string(),
  minimumMark: z.string().nullable(), minimumTotalCredits: z.number().nullable(), minimumGpa: z.number().nullable(),
  earlyCore: z.object({ count: z.number(), beforeGrade: z.number(), inAreas: z.array(z.string()), inAreasCount: z.number() }).nullable(),
  requirements: z.array(requirement),
});

/** The shipped data files (services/planning/data, README there names each source); read once. */
const FILES = ['uc-csu-a-g.json', 'ncaa-division-i.json'];

let loaded: RequirementSet[] | null = null;

/** The UC/CSU a-g and NCAA Division I sets, the same for every school. */
export function builtInSets(): RequirementSet[] {
  loaded ??= FILES.map((f) => {
    const data = setFile.parse(JSON.parse(readFileSync(new URL(`../../data/${f}`, import.meta.url), 'utf8')));
    return { ...data, schoolId: null, builtIn: true, updatedAt: '2026-01-01T00:00:00.000Z' };
  });
  return loaded;
}

export const AG_SET_ID = 'builtin-uc-csu-a-g';
export const NCAA_SET_ID = 'builtin-ncaa-division-i';
