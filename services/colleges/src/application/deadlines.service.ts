import { NotFoundError, requireStaff, requireUser, ValidationError, type OutboxEvent, type Principal } from '@counsel/kit';
import type { CuratedDeadline } from '../domain/application.js';
import { parseDeadlineSet } from '../domain/application-rules.js';
import type { SetCollegeDeadlinesInput } from '../graphql/generated/resolvers-types.js';
import type { CollegesEvents } from './colleges-events.js';
import { ListViews, type ListsDeps } from './list-views.js';

/**
 * Deadlines counselors curate per college, cycle and plan, shared across the district: any signed-in user reads
 * them, any staff member sets them. Setting them moves the deadline in force of every student with that college
 * in that cycle, so their lists are published again (in the same transaction).
 */
export class DeadlinesService {
  private readonly views: ListViews;

  constructor(private readonly deps: ListsDeps & { events: CollegesEvents }) {
    this.views = new ListViews(deps);
  }

  async collegeDeadlines(p: Principal | null | undefined, unitid: string, cycle: number | null | undefined): Promise<CuratedDeadline[]> {
    requireUser(p);
    if (cycle !== null && cycle !== undefined && (!Number.isInteger(cycle) || cycle < 2000 || cycle > 2100)) {
      throw new ValidationError('Cycle must be a year such as 2027');
    }
    return this.deps.store.deadlines.ofCollege(unitid, cycle ?? null);
  }

  async setDeadlines(p: Principal | null | undefined, unitid: string, input: SetCollegeDeadlinesInput): Promise<CuratedDeadline[]> {
    const user = requireStaff(p);
    const set = parseDeadlineSet(input);
    const college = await this.deps.catalog.get(unitid);
    if (!college) throw new NotFoundError('College not found');
    const now = this.views.now();
    const at = now.toISOString();
    const deadlines: CuratedDeadline[] = set.deadlines.map((x) => ({ collegeId: college.unitid, cycle: set.cycle, plan: x.plan, date: x.date, updatedBy: user.userId, updatedAt: at }));
    const events = await this.republish(college.unitid, set.cycle, deadlines, now);
    await this.deps.store.write((w) => w.deadlines.replace({ collegeId: college.unitid, cycle: set.cycle, deadlines }), events);
    if (events.length) this.deps.events.committed();
    return this.deps.store.deadlines.ofCollege(college.unitid, set.cycle);
  }

  /** The lists of students with this college in this cycle, as they read with the new curated set. */
  private async republish(collegeId: string, cycle: number, next: readonly CuratedDeadline[], now: Date): Promise<OutboxEvent[]> {
    const events: OutboxEvent[] = [];
    for (const studentId of await this.deps.store.applications.studentsWithCollege(collegeId, cycle)) {
      const student = await this.deps.store.students.get(studentId);
      if (!student) continue;
      const list = await this.views.list(student, undefined, undefined, { collegeId, cycle, deadlines: next });
      events.push(this.deps.events.listChanged(student, list, now));
    }
    return events;
  }
}
