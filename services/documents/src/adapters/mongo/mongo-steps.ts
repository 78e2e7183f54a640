import type { Stage } from '@counsel/kit';
import type { StepRepository, StepWrites } from '../../ports/steps-repository.js';
import type { DocumentsModels } from './models.js';

/** One-time steps that ran. */
export class MongoSteps implements StepRepository {
  constructor(private readonly models: DocumentsModels) {}

  writes(stage: Stage): StepWrites {
    return {
      // Inserted once: a step already done matches and changes nothing.
      markDone: (step) => stage((session) =>
        this.models.doneSteps.updateOne({ _id: step }, { $setOnInsert: { at: new Date().toISOString() } }, { upsert: true, session })),
    };
  }

  async isDone(step: string) {
    return (await this.models.doneSteps.exists({ _id: step })) !== null;
  }
}
