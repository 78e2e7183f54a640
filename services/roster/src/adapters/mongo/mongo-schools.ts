import type { StagedWrites } from '@counsel/kit';
import type { SchoolRepository, SchoolWrites } from '../../ports/schools-repository.js';
import { toSchool } from './convert.js';
import type { RosterModels, SchoolDoc } from './models.js';

export class MongoSchools implements SchoolRepository {
  constructor(private readonly models: RosterModels) {}

  writes(uow: StagedWrites): SchoolWrites {
    return { save: ({ id, ...s }) => uow.replace(this.models.schools, { _id: id, ...s }) };
  }

  async list(includeArchived: boolean) {
    const docs = await this.models.schools.find(includeArchived ? {} : { archived: false }).lean<SchoolDoc[]>();
    return docs.map(toSchool).sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id));
  }

  async get(id: string) {
    const d = await this.models.schools.findById(id).lean<SchoolDoc>();
    return d ? toSchool(d) : null;
  }
}
