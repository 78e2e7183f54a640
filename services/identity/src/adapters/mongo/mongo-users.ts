import type { ClientSession } from 'mongoose';
import { ConflictError, type Role, type Stage } from '@counsel/kit';
import { isLanguage } from '../../domain/language.js';
import type { User } from '../../domain/user.js';
import { WriteRefused } from '../../ports/identity-store.js';
import type { UserQuery, UserRepository, UserWrites } from '../../ports/users-repository.js';
import type { IdentityModels, UserDoc } from './models.js';

const toUser = (d: UserDoc): User => ({
  id: d._id, email: d.email, firstName: d.firstName ?? null, lastName: d.lastName ?? null, role: (d.role as Role | null) ?? null,
  createdAt: d.createdAt, lastLoginAt: d.lastLoginAt ?? null,
  schoolIds: d.schoolIds ?? null, activated: d.activated ?? true, enabled: d.enabled ?? true, importId: d.importId ?? null,
  language: isLanguage(d.language) ? d.language : null,
});
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const searchText = (u: { email: string; firstName: string; lastName: string }) => `${u.firstName} ${u.lastName} ${u.email}`.toLowerCase();

/** The unique indexes (email, _id) refuse the unit with the message every caller and the SQLite store use. */
async function refusingTakenEmail(write: () => Promise<unknown>) {
  try {
    await write();
  } catch (err) {
    if ((err as { code?: number }).code === 11000) throw new ConflictError('An account with this email already exists');
    throw err;
  }
}

/** Accounts (users) and the schools kept for accounts not created yet. */
export class MongoUsers implements UserRepository {
  constructor(private readonly models: IdentityModels) {}

  writes(stage: Stage): UserWrites {
    const m = this.models;
    const set = (id: string, fields: Partial<UserDoc>) => stage((session) => m.users.updateOne({ _id: id }, { $set: fields }, { session }));
    return {
      create: (u, createdAt) => stage(async (session) => {
        const pending = await m.pendingSchools.findById(u.id).session(session ?? null).lean<{ schoolIds: string[] }>();
        await refusingTakenEmail(() => m.users.create([{
          _id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, role: u.role, passwordHash: u.passwordHash, createdAt, lastLoginAt: null,
          search: searchText(u), activated: u.activated ?? true, enabled: true, importId: u.importId ?? null, schoolIds: pending?.schoolIds ?? undefined,
          language: u.language ?? null,
        }], { session }));
        if (pending) await m.pendingSchools.deleteOne({ _id: u.id }, { session });
      }),
      setPasswordHash: (id, hash) => set(id, { passwordHash: hash }),
      recordLogin: (id, at) => set(id, { lastLoginAt: at, activated: true }),
      markActivated: (id) => set(id, { activated: true }),
      updateProfile: (id, f) => stage((session) => refusingTakenEmail(() => m.users.updateOne(
        { _id: id }, { $set: { email: f.email, firstName: f.firstName, lastName: f.lastName, role: f.role, search: searchText(f) } }, { session },
      ))),
      updateImported: (id, f) => stage((session) => refusingTakenEmail(() => m.users.updateOne(
        { _id: id },
        { $set: { email: f.email, firstName: f.firstName, lastName: f.lastName, role: f.role, enabled: f.enabled, importId: f.importId, search: searchText(f) } },
        { session },
      ))),
      setLanguage: (id, language) => set(id, { language }),
      setSchools: (id, schoolIds) => stage((session) => this.setSchools(id, schoolIds, session)),
      disable: (id) => stage(async (session) => {
        if ((await m.users.updateOne({ _id: { $eq: id } }, { $set: { enabled: false } }, { session })).matchedCount === 0) throw new WriteRefused('gone');
      }),
      erase: (id) => stage(async (session) => {
        await m.users.deleteOne({ _id: { $eq: id } }, { session });
        await m.pendingSchools.deleteOne({ _id: { $eq: id } }, { session });
      }),
    };
  }

  private async setSchools(id: string, schoolIds: string[], session: ClientSession | undefined) {
    const m = this.models;
    if ((await m.users.updateOne({ _id: id }, { $set: { schoolIds } }, { session })).matchedCount > 0) return;
    await m.pendingSchools.updateOne({ _id: id }, { $set: { schoolIds } }, { upsert: true, session });
    // Without a transaction (a standalone server) the account may have been created between the two writes: apply what was just kept.
    if ((await m.users.updateOne({ _id: id }, { $set: { schoolIds } }, { session })).matchedCount > 0) await m.pendingSchools.deleteOne({ _id: id }, { session });
  }

  async byId(id: string) {
    const d = await this.models.users.findById(id).lean<UserDoc>();
    return d ? toUser(d) : null;
  }

  async byEmail(email: string) {
    const d = await this.models.users.findOne({ email: { $eq: email } }).lean<UserDoc>();
    return d ? { ...toUser(d), passwordHash: d.passwordHash ?? null } : null;
  }

  async list(q: UserQuery) {
    const filter: Record<string, unknown> = {};
    if (q.q) filter.search = { $regex: escapeRegex(q.q.toLowerCase()) };
    if (q.role) filter.role = { $eq: q.role };
    const [items, total] = await Promise.all([
      this.models.users.find(filter).sort({ lastName: 1, firstName: 1, email: 1 }).skip(q.offset).limit(q.limit).lean<UserDoc[]>(),
      this.models.users.countDocuments(filter),
    ]);
    return { items: items.map(toUser), total };
  }

  async countByRole(role: Role) { return this.models.users.countDocuments({ role }); }
  async countActive(role: Role, since: string) { return this.models.users.countDocuments({ role, lastLoginAt: { $gte: since } }); }
  async hasPassword(id: string) { return Boolean((await this.models.users.findById(id, { passwordHash: 1 }).lean<{ passwordHash?: string | null }>())?.passwordHash); }
  async importedBy(importId: string) { return (await this.models.users.find({ importId: { $eq: importId } }).sort({ email: 1 }).lean<UserDoc[]>()).map(toUser); }
  async keptSchools(id: string) { return (await this.models.pendingSchools.findById(id).lean<{ schoolIds: string[] }>())?.schoolIds ?? null; }
}
