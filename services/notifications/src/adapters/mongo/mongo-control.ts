import type { ControlRepository } from '../../ports/notifications-store.js';
import { isDuplicate, type NotificationsModels } from './models.js';

export class MongoControl implements ControlRepository {
  constructor(private readonly models: NotificationsModels) {}

  async getSetting(key: string) {
    return (await this.models.settings.findById(key).lean())?.value ?? null;
  }

  async setSetting(key: string, value: string) {
    await this.models.settings.updateOne({ _id: key }, { $set: { value } }, { upsert: true });
  }

  async acquireLease(name: string, holder: string, nowMs: number, ttlMs: number) {
    // One conditional upsert: it matches only a lease that is ours or expired; when another replica holds it the
    // upsert tries to insert the same _id and fails on the unique key, which means "not ours".
    try {
      await this.models.leases.updateOne(
        { _id: name, $or: [{ holder }, { expiresMs: { $lte: nowMs } }] },
        { $set: { holder, expiresMs: nowMs + ttlMs } },
        { upsert: true },
      );
      return true;
    } catch (err) {
      if (isDuplicate(err)) return false;
      throw err;
    }
  }

  async releaseLease(name: string, holder: string) {
    await this.models.leases.deleteOne({ _id: name, holder });
  }

  async claimDigest(userId: string, day: string) {
    return this.insertOnce(this.models.digests, { _id: `${userId}:${day}`, userId });
  }

  async spendToken(nonce: string) {
    return this.insertOnce(this.models.tokens, { _id: nonce });
  }

  private async insertOnce(model: NotificationsModels['digests'], doc: { _id: string; userId?: string }) {
    try {
      await model.create(doc);
      return true;
    } catch (err) {
      if (isDuplicate(err)) return false;
      throw err;
    }
  }
}
