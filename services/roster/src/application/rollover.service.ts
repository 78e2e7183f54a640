import { randomUUID } from 'node:crypto';
import { requireRole, type Principal } from '@counsel/kit';
import { effectiveCounselor } from '../domain/caseload-rules.js';
import type { CaseloadRule } from '../domain/caseload-rule.js';
import type { Enrollment } from '../domain/enrollment.js';
import { rolledOver } from '../domain/rollover.js';
import type { RosterStore } from '../ports/roster-store.js';
import type { RosterEvents } from './roster-events.js';

export interface RolloverReport { dryRun: boolean; promoted: number; graduated: number; appliedAt: string | null }

/**
 * The year-end rollover: every active student up a grade, and grade 12 out as alumni (read-only, out of the
 * default lists, until the records service's retention schedule deletes them). One transaction with an event per student; a dry run
 * answers the same counts and writes nothing.
 */
export class RolloverService {
  constructor(private readonly store: RosterStore, private readonly events: RosterEvents, private readonly now: () => Date = () => new Date()) {}

  async rollover(p: Principal | null, dryRun: boolean): Promise<RolloverReport> {
    const admin = requireRole(p, 'admin');
    const at = this.now().toISOString();
    const rules = new Map<string, CaseloadRule[]>();
    const changed: Enrollment[] = [];
    let graduated = 0;
    for (const e of await this.store.enrollments.list({ status: 'active' })) {
      const next = rolledOver(e, at);
      if (!next) continue;
      if (next.status === 'alumni') graduated++;
      if (!rules.has(e.schoolId)) rules.set(e.schoolId, await this.store.rules.of(e.schoolId));
      next.counselorId = effectiveCounselor(next, rules.get(e.schoolId)!);
      changed.push(next);
    }
    const promoted = changed.length - graduated;
    if (dryRun) return { dryRun, promoted, graduated, appliedAt: null };
    await this.store.write(
      (w) => {
        for (const e of changed) w.enrollments.save(e);
        w.rollovers.record({ id: randomUUID(), actorId: admin.userId, promoted, graduated, at });
      },
      changed.map((e) => this.events.enrollmentChanged(e)),
    );
    this.events.committed();
    return { dryRun, promoted, graduated, appliedAt: at };
  }
}
