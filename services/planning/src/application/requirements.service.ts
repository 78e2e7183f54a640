import { randomUUID } from 'node:crypto';
import { ForbiddenError, NotFoundError, requireRole, requireUser, type Principal } from '@counsel/kit';
import { builtInSets } from '../domain/builtin-sets.js';
import { parseOrRefuse } from '../domain/parse.js';
import { SET_MESSAGES, setFieldsSchema, type RequirementSet } from '../domain/requirement-set.js';
import { nowOf, requireSchoolReader, SCHOOL_NOT_FOUND, type PlanningDeps } from './access.js';
import type { PlanChecks } from './plan-checks.js';

export interface SetInput { id?: string | null; schoolId: string; [field: string]: unknown }

/** Requirement sets: the built-in college-entrance sets, and each school's own (its graduation requirements), set by admins. */
export class RequirementsService {
  constructor(private readonly deps: PlanningDeps & { checks: PlanChecks }) {}

  async list(p: Principal | null, schoolId: string): Promise<RequirementSet[]> {
    await requireSchoolReader(this.deps.store, p, schoolId);
    return this.deps.checks.setsOf(schoolId);
  }

  /** A built-in set for anyone signed in; a school's set for the school's people (others: not found). */
  async get(p: Principal | null, id: string): Promise<RequirementSet | null> {
    requireUser(p);
    const builtIn = builtInSets().find((s) => s.id === id);
    if (builtIn) return builtIn;
    const set = id.length <= 100 ? await this.deps.store.sets.get(id) : null;
    if (!set?.schoolId) return null;
    await requireSchoolReader(this.deps.store, p, set.schoolId).catch(() => { throw new NotFoundError(SET_MESSAGES.notFound); });
    return set;
  }

  async save(p: Principal | null, input: SetInput): Promise<RequirementSet> {
    requireRole(p, 'admin');
    if (input.id && builtInSets().some((s) => s.id === input.id)) throw new ForbiddenError(SET_MESSAGES.builtIn);
    const before = input.id ? await this.deps.store.sets.get(input.id) : null;
    if (input.id && !before) throw new NotFoundError(SET_MESSAGES.notFound);
    const schoolId = before?.schoolId ?? input.schoolId.trim();
    if (!schoolId || schoolId.length > 100) throw new NotFoundError(SCHOOL_NOT_FOUND);
    const fields = parseOrRefuse(setFieldsSchema, input);
    const set: RequirementSet = {
      id: before?.id ?? randomUUID(), schoolId, kind: 'GRADUATION', builtIn: false, unit: 'credit', minimumGpa: null, earlyCore: null,
      ...fields, updatedAt: nowOf(this.deps),
    };
    await this.deps.store.write((w) => w.sets.save(set));
    await this.deps.checks.recheckSchool(schoolId);
    return set;
  }
}
