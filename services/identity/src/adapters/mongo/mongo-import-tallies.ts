import type { Stage } from '@counsel/kit';
import type { ImportOutcome, ImportTally, ImportTallyRepository, ImportTallyWrites } from '../../ports/imports-repository.js';
import type { IdentityModels } from './models.js';

const OUTCOMES: ImportOutcome[] = ['created', 'updated', 'unchanged', 'disabled', 'refused'];

/** Roster imports' account counts (a document per import and outcome). */
export class MongoImportTallies implements ImportTallyRepository {
  constructor(private readonly models: IdentityModels) {}

  writes(stage: Stage): ImportTallyWrites {
    return {
      count: (importId, outcome) => stage((session) => this.models.tallies.updateOne(
        { _id: `${importId}:${outcome}` }, { $inc: { n: 1 }, $setOnInsert: { importId, outcome } }, { upsert: true, session },
      )),
    };
  }

  async tally(importId: string): Promise<ImportTally> {
    const rows = await this.models.tallies.find({ importId: { $eq: importId } }).lean<{ outcome: ImportOutcome; n: number }[]>();
    const tally = Object.fromEntries(OUTCOMES.map((o) => [o, 0])) as ImportTally;
    for (const r of rows) tally[r.outcome] = r.n;
    return tally;
  }
}
