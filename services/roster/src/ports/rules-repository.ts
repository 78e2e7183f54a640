import type { CaseloadRule } from '../domain/caseload-rule.js';

export interface RuleRepository {
  /** A school's caseload rules in position order. */
  of(schoolId: string): Promise<CaseloadRule[]>;
}

export interface RuleWrites {
  /** A school's rules, in full. */
  replace(schoolId: string, rules: readonly CaseloadRule[]): void;
}
