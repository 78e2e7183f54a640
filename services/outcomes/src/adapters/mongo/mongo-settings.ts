import type { Stage } from '@counsel/kit';
import { DEFAULT_RULES, type ScattergramRules } from '../../domain/scattergram.js';
import type { SettingsRepository, SettingsWrites } from '../../ports/settings-repository.js';
import { put, type OutcomesModels, type RulesDoc } from './models.js';

/** The scattergram rules and the one-time backfills. */
export class MongoSettings implements SettingsRepository {
  constructor(private readonly models: OutcomesModels) {}

  writes(stage: Stage): SettingsWrites {
    const m = this.models;
    return {
      saveRules: (r) => stage(put(m.rules, { _id: 'rules', ...r })),
      markBackfilled: (name, at) => stage((session) => m.backfills.updateOne({ _id: { $eq: name } }, { $setOnInsert: { at } }, { upsert: true, session })),
    };
  }

  async rules(): Promise<ScattergramRules> {
    const d = await this.models.rules.findById('rules').lean<RulesDoc>();
    return d ? { minimumApplicants: d.minimumApplicants, studentsMaySee: d.studentsMaySee } : DEFAULT_RULES;
  }

  async backfilled(name: string) {
    return (await this.models.backfills.exists({ _id: { $eq: name } })) !== null;
  }
}
