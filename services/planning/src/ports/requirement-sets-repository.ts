import type { RequirementSet } from '../domain/requirement-set.js';

/** The requirement sets plans are checked against. */
export interface RequirementSetRepository {
  get(id: string): Promise<RequirementSet | null>;
  ofSchool(schoolId: string): Promise<RequirementSet[]>;
}

export interface RequirementSetWrites {
  save(s: RequirementSet): void;
}
