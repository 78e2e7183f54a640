import type { Stage } from '@counsel/kit';
import { PLANS } from '../../domain/application.js';
import type { DeadlineRepository, DeadlineWrites } from '../../ports/deadlines-repository.js';
import type { ApplicationsModels, DeadlineDoc } from './applications-models.js';
import { deadlineId, toDeadline } from './convert.js';

/** Curated deadlines (`_id`: `<collegeId>|<cycle>|<plan>`). */
export class MongoDeadlines implements DeadlineRepository {
  constructor(private readonly models: ApplicationsModels) {}

  writes(stage: Stage): DeadlineWrites {
    const m = this.models;
    return {
      replace: ({ collegeId, cycle, deadlines }) => stage(async (session) => {
        await m.deadlines.deleteMany({ collegeId, cycle }, { session });
        if (deadlines.length) await m.deadlines.insertMany(deadlines.map((d) => ({ _id: deadlineId(collegeId, cycle, d.plan), ...d })), { session });
      }),
    };
  }

  async ofCollege(collegeId: string, cycle: number | null) {
    const docs = await this.models.deadlines.find(cycle === null ? { collegeId } : { collegeId, cycle }).lean<DeadlineDoc[]>();
    return docs.map(toDeadline).sort((a, b) => a.cycle - b.cycle || PLANS.indexOf(a.plan) - PLANS.indexOf(b.plan));
  }

  async curatedFor(keys: readonly { collegeId: string; cycle: number }[]) {
    if (keys.length === 0) return [];
    const docs = await this.models.deadlines.find({ $or: keys.map((k) => ({ collegeId: k.collegeId, cycle: k.cycle })) }).lean<DeadlineDoc[]>();
    return docs.map(toDeadline);
  }
}
