import type { OutboxEvents } from '@counsel/kit';
import type { CatalogCourse } from '../domain/course.js';
import { builtInSets } from '../domain/builtin-sets.js';
import { evaluatePlan } from '../domain/evaluate.js';
import type { Plan, PlanEntry } from '../domain/plan.js';
import type { RequirementSet } from '../domain/requirement-set.js';
import type { PlanningStore } from '../ports/planning-store.js';
import { planChangedEvent } from './plan-events.js';

/** A school's catalog (by id) and the sets its plans are checked against, read once for many plans. */
export interface SchoolRules {
  catalog: Map<string, CatalogCourse>;
  sets: RequirementSet[];
}

const BATCH = 500;

/** Runs the checks of plans: one on every change, a school's all when its catalog or requirements change. */
export class PlanChecks {
  /** `events`: the relay, told after each batch of checked plans (their plan-changed events) is committed. */
  constructor(private readonly store: PlanningStore, private readonly events?: Pick<OutboxEvents, 'committed'>) {}

  /** After a write with plan-changed events: relay them (the students handler and the demo seed write through here too). */
  committed(): void {
    this.events?.committed();
  }

  /** The school's own sets first (its graduation requirements), then the built-in college-entrance sets. */
  async setsOf(schoolId: string): Promise<RequirementSet[]> {
    return [...await this.store.sets.ofSchool(schoolId), ...builtInSets()];
  }

  async rulesOf(schoolId: string): Promise<SchoolRules> {
    const [courses, sets] = await Promise.all([this.store.catalog.courses(schoolId), this.setsOf(schoolId)]);
    return { catalog: new Map(courses.map((c) => [c.id, c])), sets };
  }

  evaluate(entries: readonly PlanEntry[], rules: SchoolRules, grade: number | null) {
    return evaluatePlan(entries, rules.catalog, rules.sets, grade);
  }

  /** Every plan of the school checked again, saved in batches (one transaction each) so requests keep flowing between them. */
  async recheckSchool(schoolId: string): Promise<number> {
    const rules = await this.rulesOf(schoolId);
    const students = new Map((await this.store.students.ofSchool(schoolId)).map((s) => [s.studentId, s]));
    const plans = await this.store.plans.ofSchool(schoolId);
    for (let i = 0; i < plans.length; i += BATCH) {
      const batch: Plan[] = plans.slice(i, i + BATCH).map((p) => ({ ...p, ...this.evaluate(p.entries, rules, students.get(p.studentId)?.grade ?? null) }));
      // Each plan's new status goes to chat's read model with it (a plan of a student not known here has no account to name).
      const events = batch.flatMap((p) => { const s = students.get(p.studentId); return s ? [planChangedEvent(p, s)] : []; });
      await this.store.write((w) => { for (const p of batch) w.plans.save(p); }, events);
      this.committed();
      await new Promise((r) => setImmediate(r));
    }
    return plans.length;
  }
}
