import type { StagedWrites } from '@counsel/kit';
import type { ImportRepository, ImportWrites } from '../../ports/imports-repository.js';
import { toImport } from './convert.js';
import type { ImportDoc, RosterModels } from './models.js';

export class MongoImports implements ImportRepository {
  constructor(private readonly models: RosterModels) {}

  writes(uow: StagedWrites): ImportWrites {
    const m = this.models;
    return {
      save: ({ id, ...i }) => uow.replace(m.imports, { _id: id, ...i }),
      registerUpload: (uploadId, at) => uow.stage((session) => m.uploads.updateOne({ _id: uploadId, registeredAt: null }, { $set: { registeredAt: at } }, { session })),
    };
  }

  async get(id: string) {
    const d = await this.models.imports.findById(id).lean<ImportDoc>();
    return d ? toImport(d) : null;
  }

  async page(limit: number, offset: number) {
    const [docs, total] = await Promise.all([
      this.models.imports.find().sort({ createdAt: -1, _id: -1 }).skip(offset).limit(limit).lean<ImportDoc[]>(),
      this.models.imports.countDocuments(),
    ]);
    return { items: docs.map(toImport), total };
  }
}
