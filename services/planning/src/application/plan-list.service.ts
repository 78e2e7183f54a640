import { canActInSchool, NotFoundError, requireStaff, ValidationError, visibleSchools, type Principal } from '@counsel/kit';
import { PLAN_STATUSES, TRACKS, type PlanStatus, type Track } from '../domain/plan.js';
import type { PlanCounts, PlanListFilter, PlanSummaryRow } from '../ports/plans-repository.js';
import { SCHOOL_NOT_FOUND, type PlanningDeps } from './access.js';

export interface PlanListArgs {
  status?: string | null;
  track?: string | null;
  scope?: string | null;
  schoolId?: string | null;
  first?: number | null;
  offset?: number | null;
}

/** `scope`: the page's filter, for its set columns (read only when asked: the list itself never needs them). */
export type PlanPage = PlanCounts & { items: PlanSummaryRow[]; scope: Omit<PlanListFilter, 'first' | 'offset'> };

/**
 * The staff's lists of plans: their caseload's (MINE) or their schools' (SCHOOL, or one school of theirs), by
 * status or track, with the counts of plans needing review, off track and at risk in that scope. Each student
 * shown is a read of their record, logged as one batch.
 */
export class PlanListService {
  constructor(private readonly deps: PlanningDeps) {}

  async list(p: Principal | null, args: PlanListArgs): Promise<PlanPage> {
    const user = requireStaff(p);
    if (args.schoolId != null && (args.schoolId.length > 100 || !canActInSchool(user, args.schoolId))) throw new NotFoundError(SCHOOL_NOT_FOUND);
    if (args.status != null && !(PLAN_STATUSES as readonly string[]).includes(args.status)) throw new ValidationError(`status must be one of ${PLAN_STATUSES.join(', ')}`);
    if (args.track != null && !(TRACKS as readonly string[]).includes(args.track)) throw new ValidationError(`track must be one of ${TRACKS.join(', ')}`);
    const scope = args.scope ?? 'MINE';
    if (scope !== 'MINE' && scope !== 'SCHOOL') throw new ValidationError('scope must be MINE or SCHOOL');
    const first = args.first ?? 50;
    const offset = args.offset ?? 0;
    if (!Number.isInteger(first) || first < 1 || first > 500) throw new ValidationError('first must be a whole number from 1 to 500');
    if (!Number.isInteger(offset) || offset < 0) throw new ValidationError('offset must be a whole number from 0');
    const filter = {
      schools: args.schoolId ? [args.schoolId] : visibleSchools(user),
      counselorUserId: scope === 'MINE' ? user.userId : null,
      status: (args.status ?? null) as PlanStatus | null,
      track: (args.track ?? null) as Track | null,
    };
    const [items, counts] = await Promise.all([this.deps.store.plans.list({ ...filter, first, offset }), this.deps.store.plans.counts(filter)]);
    await this.deps.reads.staffReads(user, items.map((i) => ({ studentId: i.studentId, parts: ['academic_plan'] })));
    return { ...counts, items, scope: filter };
  }

  /** The requirement sets of every plan in the page's scope: the columns of the whole list's CSV. */
  async setColumns(page: PlanPage) {
    return this.deps.store.plans.sets(page.scope);
  }
}
