import type { StagedWrites } from '@counsel/kit';
import type { UserRepository, UserWrites } from '../../ports/users-repository.js';
import { toUser } from './convert.js';
import type { RosterModels, UserDoc } from './models.js';

export class MongoUsers implements UserRepository {
  constructor(private readonly models: RosterModels) {}

  writes(uow: StagedWrites): UserWrites {
    return { save: ({ userId, ...u }) => uow.replace(this.models.users, { _id: userId, ...u }) };
  }

  async get(userId: string) {
    const d = await this.models.users.findById(userId).lean<UserDoc>();
    return d ? toUser(d) : null;
  }

  async list() {
    return (await this.models.users.find().sort({ _id: 1 }).lean<UserDoc[]>()).map(toUser);
  }
}
