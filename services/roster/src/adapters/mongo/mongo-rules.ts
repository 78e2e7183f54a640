import type { StagedWrites } from '@counsel/kit';
import type { RuleRepository, RuleWrites } from '../../ports/rules-repository.js';
import type { RosterModels, RulesDoc } from './models.js';

/** One document per school: `_id` the school id, with its rules. */
export class MongoRules implements RuleRepository {
  constructor(private readonly models: RosterModels) {}

  writes(uow: StagedWrites): RuleWrites {
    return { replace: (schoolId, rules) => uow.replace<RulesDoc>(this.models.rules, { _id: schoolId, rules: rules.map(({ schoolId: _s, ...x }) => x) }) };
  }

  async of(schoolId: string) {
    const d = await this.models.rules.findById(schoolId).lean<RulesDoc>();
    return (d?.rules ?? []).map((r) => ({ ...r, schoolId })).sort((a, b) => a.position - b.position);
  }
}
