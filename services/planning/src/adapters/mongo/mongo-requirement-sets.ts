import type { StagedWrites } from '@counsel/kit';
import type { RequirementSetRepository, RequirementSetWrites } from '../../ports/requirement-sets-repository.js';
import type { PlanningModels, SetDoc } from './models.js';

/** The requirement sets. */
export class MongoRequirementSets implements RequirementSetRepository {
  constructor(private readonly models: PlanningModels) {}

  writes(uow: StagedWrites): RequirementSetWrites {
    return { save: (s) => uow.replace<SetDoc>(this.models.sets, { _id: s.id, schoolId: s.schoolId ?? '', body: s }) };
  }

  async get(id: string) {
    return (await this.models.sets.findById(id).lean())?.body ?? null;
  }

  async ofSchool(schoolId: string) {
    return (await this.models.sets.find({ schoolId: { $eq: schoolId } }).sort({ _id: 1 }).lean()).map((d) => d.body);
  }
}
