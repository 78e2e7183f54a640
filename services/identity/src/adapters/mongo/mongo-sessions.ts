import type { Stage } from '@counsel/kit';
import { WriteRefused } from '../../ports/identity-store.js';
import type { Session, SessionRepository, SessionWrites } from '../../ports/sessions-repository.js';
import type { IdentityModels, SessionDoc } from './models.js';

const toSession = (d: SessionDoc): Session => ({
  id: d._id, userId: d.userId, createdAt: d.createdAt, expiresAt: d.expiresAt, refreshToken: d.refreshToken ?? null, accessToken: d.accessToken ?? null,
});
const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

/** Sessions. */
export class MongoSessions implements SessionRepository {
  constructor(private readonly models: IdentityModels) {}

  writes(stage: Stage): SessionWrites {
    const m = this.models;
    return {
      create: (s) => stage((session) => m.sessions.create([{
        _id: s.id, userId: s.userId, createdAt: s.createdAt, expiresAt: s.expiresAt, refreshToken: s.refreshToken, accessToken: s.accessToken ?? null,
      }], { session })),
      revoke: (id) => stage(async (session) => {
        if ((await m.sessions.deleteOne({ _id: { $eq: id } }, { session })).deletedCount === 0) throw new WriteRefused('gone');
      }),
      revokeAll: (userId, sessionIds) => stage(async (session) => {
        const held = (await m.sessions.find({ userId: { $eq: userId } }, { _id: 1 }).session(session ?? null).lean<{ _id: string }[]>()).map((d) => d._id);
        if (!sameIds(held, sessionIds)) throw new WriteRefused('changed');
        await m.sessions.deleteMany({ userId: { $eq: userId } }, { session });
      }),
      purgeExpired: (now) => stage((session) => m.sessions.deleteMany({ expiresAt: { $lt: now } }, { session })),
      setRefreshToken: (id, refreshToken) => stage((session) => m.sessions.updateOne({ _id: id }, { $set: { refreshToken } }, { session })),
      setAccessToken: (id, accessToken) => stage((session) => m.sessions.updateOne({ _id: id }, { $set: { accessToken } }, { session })),
    };
  }

  async get(id: string) {
    const d = await this.models.sessions.findById(id).lean<SessionDoc>();
    return d ? toSession(d) : null;
  }

  async forUser(userId: string) {
    return (await this.models.sessions.find({ userId: { $eq: userId } }).sort({ createdAt: 1 }).lean<SessionDoc[]>()).map(toSession);
  }

  async idsForUser(userId: string) {
    return (await this.models.sessions.find({ userId: { $eq: userId } }, { _id: 1 }).lean<{ _id: string }[]>()).map((d) => d._id);
  }
}
