import type { Stage } from '@counsel/kit';
import type { ImportRepository, ImportWrites } from '../../ports/imports-repository.js';
import { put, type ImportDoc, type OutcomesModels } from './models.js';

/** The imports of past outcomes. */
export class MongoImports implements ImportRepository {
  constructor(private readonly models: OutcomesModels) {}

  writes(stage: Stage): ImportWrites {
    return { save: (i) => stage(put<ImportDoc>(this.models.imports, { _id: i.id, schoolId: i.schoolId, fileHash: i.fileHash, status: i.status, body: i })) };
  }

  async get(id: string) {
    return (await this.models.imports.findById(id).lean<ImportDoc>())?.body ?? null;
  }

  async appliedFile(schoolId: string, fileHash: string) {
    return (await this.models.imports.exists({ schoolId: { $eq: schoolId }, fileHash: { $eq: fileHash }, status: 'APPLIED' })) !== null;
  }
}
