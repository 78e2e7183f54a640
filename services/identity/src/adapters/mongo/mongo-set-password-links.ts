import type { Stage } from '@counsel/kit';
import { WriteRefused } from '../../ports/identity-store.js';
import type { SetPasswordLinkRepository, SetPasswordLinkWrites } from '../../ports/links-repository.js';
import type { IdentityModels, LinkDoc } from './models.js';

/** Set-password links by token hash. */
export class MongoSetPasswordLinks implements SetPasswordLinkRepository {
  constructor(private readonly models: IdentityModels) {}

  writes(stage: Stage): SetPasswordLinkWrites {
    const m = this.models;
    return {
      create: (l) => stage((session) => m.links.create([{ _id: l.tokenHash, userId: l.userId, createdAt: l.createdAt, expiresAt: l.expiresAt }], { session })),
      // Deleting the used link is the atomic step: of two racing uses, only one deletes it.
      consume: (tokenHash, now) => stage(async (session) => {
        const link = await m.links.findOneAndDelete({ _id: { $eq: tokenHash }, expiresAt: { $gt: now } }, { session }).lean<{ userId: string }>();
        if (!link) throw new WriteRefused('gone');
        await m.links.deleteMany({ userId: link.userId }, { session });
      }),
      deleteForUser: (userId) => stage((session) => m.links.deleteMany({ userId: { $eq: userId } }, { session })),
      purgeExpired: (now) => stage((session) => m.links.deleteMany({ expiresAt: { $lte: now } }, { session })),
    };
  }

  async holder(tokenHash: string, now: string) {
    return (await this.models.links.findOne({ _id: { $eq: tokenHash }, expiresAt: { $gt: now } }).lean<{ userId: string }>())?.userId ?? null;
  }

  async forUser(userId: string) {
    return (await this.models.links.find({ userId: { $eq: userId } }).sort({ createdAt: 1 }).lean<LinkDoc[]>()).map((d) => ({ createdAt: d.createdAt, expiresAt: d.expiresAt }));
  }
}
