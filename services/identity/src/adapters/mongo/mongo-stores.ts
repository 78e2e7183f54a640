import type { OutboxEvent, Role } from '@counsel/kit';
import { ConflictError } from '@counsel/kit';
import type { AuditEntry } from '../../domain/audit.js';
import type { User } from '../../domain/user.js';
import type { AuditLog, AuditQuery } from '../../ports/audit-log.js';
import type { Session, SessionStore } from '../../ports/session-store.js';
import type { ImportOutcome, ImportTally, ImportedFields, NewUser, UserQuery, UserStore } from '../../ports/user-store.js';
import type { StoredLink } from '../../domain/set-password-link.js';
import type { SetPasswordLinkStore } from '../../ports/set-password-links.js';
import type { IdentityModels, LinkDoc, SessionDoc, UserDoc } from './models.js';

const toUser = (d: UserDoc): User => ({
  id: d._id, email: d.email, firstName: d.firstName ?? null, lastName: d.lastName ?? null, role: (d.role as Role | null) ?? null,
  createdAt: d.createdAt, lastLoginAt: d.lastLoginAt ?? null,
  schoolIds: d.schoolIds ?? null, activated: d.activated ?? true, enabled: d.enabled ?? true, importId: d.importId ?? null,
});
const OUTCOMES: ImportOutcome[] = ['created', 'updated', 'unchanged', 'disabled', 'refused'];
const duplicateKey = (err: unknown) => (err as { code?: number }).code === 11000;
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class MongoUserStore implements UserStore {
  constructor(private readonly m: IdentityModels) {}

  async insert(u: NewUser) {
    const createdAt = new Date().toISOString();
    const search = `${u.firstName} ${u.lastName} ${u.email}`.toLowerCase();
    const activated = u.activated ?? true;
    const importId = u.importId ?? null;
    const pending = await this.m.pendingSchools.findById(u.id).lean<{ schoolIds: string[] }>();
    const schoolIds = pending?.schoolIds ?? null;
    try {
      await this.m.users.create({
        _id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, role: u.role, passwordHash: u.passwordHash, createdAt, lastLoginAt: null, search,
        activated, enabled: true, importId, schoolIds: schoolIds ?? undefined,
      });
    } catch (err) {
      if (duplicateKey(err)) throw new ConflictError('An account with this email already exists');
      throw err;
    }
    if (pending) await this.m.pendingSchools.deleteOne({ _id: u.id });
    return { id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, role: u.role, createdAt, lastLoginAt: null, schoolIds, activated, enabled: true, importId };
  }

  async byId(id: string) {
    const d = await this.m.users.findById(id).lean<UserDoc>();
    return d ? toUser(d) : null;
  }

  async byEmail(email: string) {
    const d = await this.m.users.findOne({ email: { $eq: email } }).lean<UserDoc>();
    return d ? { ...toUser(d), passwordHash: d.passwordHash ?? null } : null;
  }

  async list(q: UserQuery) {
    const filter: Record<string, unknown> = {};
    if (q.q) filter.search = { $regex: escapeRegex(q.q.toLowerCase()) };
    if (q.role) filter.role = { $eq: q.role };
    const [items, total] = await Promise.all([
      this.m.users.find(filter).sort({ lastName: 1, firstName: 1, email: 1 }).skip(q.offset).limit(q.limit).lean<UserDoc[]>(),
      this.m.users.countDocuments(filter),
    ]);
    return { items: items.map(toUser), total };
  }

  async setPasswordHash(id: string, hash: string) { await this.m.users.updateOne({ _id: id }, { $set: { passwordHash: hash } }); }
  async recordLogin(id: string, at: string) { await this.m.users.updateOne({ _id: id }, { $set: { lastLoginAt: at, activated: true } }); }
  async updateProfile(id: string, f: { email: string; firstName: string; lastName: string; role: Role }) {
    const search = `${f.firstName} ${f.lastName} ${f.email}`.toLowerCase();
    try {
      await this.m.users.updateOne({ _id: id }, { $set: { email: f.email, firstName: f.firstName, lastName: f.lastName, role: f.role, search } });
    } catch (err) {
      if (duplicateKey(err)) throw new ConflictError('An account with this email already exists');
      throw err;
    }
  }
  async updateImported(id: string, f: ImportedFields) {
    const search = `${f.firstName} ${f.lastName} ${f.email}`.toLowerCase();
    try {
      await this.m.users.updateOne({ _id: id }, { $set: { email: f.email, firstName: f.firstName, lastName: f.lastName, role: f.role, enabled: f.enabled, importId: f.importId, search } });
    } catch (err) {
      if (duplicateKey(err)) throw new ConflictError('An account with this email already exists');
      throw err;
    }
  }
  async setSchools(id: string, schoolIds: string[]) {
    if ((await this.m.users.updateOne({ _id: id }, { $set: { schoolIds } })).matchedCount > 0) return true;
    await this.m.pendingSchools.updateOne({ _id: id }, { $set: { schoolIds } }, { upsert: true });
    // The account may have been created between the two writes: apply what was just kept.
    if ((await this.m.users.updateOne({ _id: id }, { $set: { schoolIds } })).matchedCount > 0) await this.m.pendingSchools.deleteOne({ _id: id });
    return false;
  }
  async disable(id: string) { return (await this.m.users.updateOne({ _id: { $eq: id } }, { $set: { enabled: false } })).matchedCount > 0; }
  async hasPassword(id: string) { return Boolean((await this.m.users.findById(id, { passwordHash: 1 }).lean<{ passwordHash?: string | null }>())?.passwordHash); }
  async erase(id: string) {
    const account = (await this.m.users.deleteOne({ _id: { $eq: id } })).deletedCount;
    const pendingSchools = (await this.m.pendingSchools.deleteOne({ _id: { $eq: id } })).deletedCount;
    return { account, pendingSchools };
  }
  async markActivated(id: string) { await this.m.users.updateOne({ _id: id }, { $set: { activated: true } }); }
  async importedBy(importId: string) { return (await this.m.users.find({ importId: { $eq: importId } }).sort({ email: 1 }).lean<UserDoc[]>()).map(toUser); }
  async tallyImport(importId: string, outcome: ImportOutcome): Promise<ImportTally> {
    await this.m.tallies.updateOne({ _id: `${importId}:${outcome}` }, { $inc: { n: 1 }, $setOnInsert: { importId, outcome } }, { upsert: true });
    return this.importTally(importId);
  }
  async importTally(importId: string): Promise<ImportTally> {
    const rows = await this.m.tallies.find({ importId: { $eq: importId } }).lean<{ outcome: ImportOutcome; n: number }[]>();
    const tally = Object.fromEntries(OUTCOMES.map((o) => [o, 0])) as ImportTally;
    for (const r of rows) tally[r.outcome] = r.n;
    return tally;
  }
  async countByRole(role: Role) { return this.m.users.countDocuments({ role }); }
  async countActive(role: Role, since: string) { return this.m.users.countDocuments({ role, lastLoginAt: { $gte: since } }); }
}

export class MongoSessionStore implements SessionStore {
  constructor(private readonly m: IdentityModels) {}
  async create(s: Session) { await this.m.sessions.create({ _id: s.id, userId: s.userId, createdAt: s.createdAt, expiresAt: s.expiresAt, refreshToken: s.refreshToken, accessToken: s.accessToken ?? null }); }
  async get(id: string) {
    const d = await this.m.sessions.findById(id).lean<{ _id: string; userId: string; createdAt: string; expiresAt: string; refreshToken: string | null; accessToken?: string | null }>();
    return d ? { id: d._id, userId: d.userId, createdAt: d.createdAt, expiresAt: d.expiresAt, refreshToken: d.refreshToken ?? null, accessToken: d.accessToken ?? null } : null;
  }
  async forUser(userId: string) {
    return (await this.m.sessions.find({ userId: { $eq: userId } }).sort({ createdAt: 1 }).lean<SessionDoc[]>()).map((d) => ({
      id: d._id, userId: d.userId, createdAt: d.createdAt, expiresAt: d.expiresAt, refreshToken: d.refreshToken ?? null, accessToken: d.accessToken ?? null,
    }));
  }
  async idsForUser(userId: string) { return (await this.m.sessions.find({ userId: { $eq: userId } }, { _id: 1 }).lean<{ _id: string }[]>()).map((d) => d._id); }
  // Revocations commit with their events through the kit's MongoOutbox (a transaction where the server has them).
  async revoke(id: string, events: readonly OutboxEvent[] = []) {
    return this.m.outbox.commit(events, async (session) => (await this.m.sessions.deleteOne({ _id: id }, { session })).deletedCount > 0);
  }
  async revokeAllForUser(userId: string, events: (sessionIds: string[]) => readonly OutboxEvent[] = () => []) {
    const ids = (await this.m.sessions.find({ userId }, { _id: 1 }).lean<{ _id: string }[]>()).map((d) => d._id);
    await this.m.outbox.commit(events(ids), (session) => this.m.sessions.deleteMany({ _id: { $in: ids } }, { session }));
    return ids;
  }
  async appendEvents(events: readonly OutboxEvent[]) { await this.m.outbox.commit(events, async () => undefined); }
  pendingEvents(limit: number) { return this.m.outbox.pendingEvents(limit); }
  eventPublished(id: string) { return this.m.outbox.eventPublished(id); }
  async purgeExpired(now: string) { return (await this.m.sessions.deleteMany({ expiresAt: { $lt: now } })).deletedCount; }
  async updateRefreshToken(id: string, refreshToken: string | null) { await this.m.sessions.updateOne({ _id: id }, { $set: { refreshToken } }); }
  async updateAccessToken(id: string, accessToken: string) { await this.m.sessions.updateOne({ _id: id }, { $set: { accessToken } }); }
}

export class MongoAuditLog implements AuditLog {
  constructor(private readonly m: IdentityModels) {}
  async append(e: AuditEntry) {
    await this.m.audit.updateOne({ _id: e.id }, { $setOnInsert: { ...e, _id: e.id } }, { upsert: true });
  }
  async put(e: AuditEntry) {
    await this.m.audit.replaceOne({ _id: e.id }, { ...e, _id: e.id }, { upsert: true });
  }
  async swap(expected: AuditEntry | null, e: AuditEntry) {
    if (!expected) {
      const r = await this.m.audit.updateOne({ _id: e.id }, { $setOnInsert: { ...e, _id: e.id } }, { upsert: true });
      return r.upsertedCount === 1;
    }
    const r = await this.m.audit.replaceOne({ _id: { $eq: e.id }, action: { $eq: expected.action }, detail: { $eq: expected.detail } }, { ...e, _id: e.id });
    return r.matchedCount === 1;
  }
  async get(id: string) {
    const doc = await this.m.audit.findOne({ _id: { $eq: id } }).lean<AuditEntry & { _id: string }>();
    if (!doc) return null;
    const { _id, ...e } = doc;
    return { ...e, id: _id };
  }
  async involving(ids: readonly string[], email: string | null) {
    const or: Record<string, unknown>[] = [{ targetId: { $in: [...ids] } }, { actorId: { $in: [...ids] } }];
    if (email) or.push({ targetLabel: { $regex: `^${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, $options: 'i' } });
    return (await this.m.audit.find({ $or: or }).sort({ at: 1, _id: 1 }).lean<(AuditEntry & { _id: string })[]>()).map(({ _id, ...e }) => ({ ...e, id: _id }));
  }
  async list(q: AuditQuery) {
    const filter: Record<string, unknown> = {};
    if (q.action) filter.action = { $eq: q.action };
    if (q.actorId) filter.actorId = { $eq: q.actorId };
    const [docs, total] = await Promise.all([
      this.m.audit.find(filter).sort({ at: -1, _id: 1 }).skip(q.offset).limit(q.limit).lean<(AuditEntry & { _id: string })[]>(),
      this.m.audit.countDocuments(filter),
    ]);
    return { items: docs.map(({ _id, ...e }) => ({ ...e, id: _id })), total };
  }
}

export class MongoSetPasswordLinks implements SetPasswordLinkStore {
  constructor(private readonly m: IdentityModels) {}
  async create(l: StoredLink) { await this.m.links.create({ _id: l.tokenHash, userId: l.userId, createdAt: l.createdAt, expiresAt: l.expiresAt }); }
  async consume(tokenHash: string, now: string) {
    // Deleting the used link is the atomic step: of two racing uses, only one deletes it.
    const link = await this.m.links.findOneAndDelete({ _id: { $eq: tokenHash }, expiresAt: { $gt: now } }).lean<{ userId: string }>();
    if (!link) return null;
    await this.m.links.deleteMany({ userId: link.userId });
    return link.userId;
  }
  async deleteForUser(userId: string) { return (await this.m.links.deleteMany({ userId: { $eq: userId } })).deletedCount; }
  async forUser(userId: string) {
    return (await this.m.links.find({ userId: { $eq: userId } }).sort({ createdAt: 1 }).lean<LinkDoc[]>()).map((d) => ({ createdAt: d.createdAt, expiresAt: d.expiresAt }));
  }
  async purgeExpired(now: string) { return (await this.m.links.deleteMany({ expiresAt: { $lte: now } })).deletedCount; }
}

export function mongoKeyVault(m: IdentityModels) {
  return {
    latest: async () => {
      const d = await m.keys.findOne().sort({ createdAt: -1 }).lean<{ _id: string; privateJwk: string }>();
      return d ? { kid: d._id, private_jwk: d.privateJwk } : null;
    },
    save: async (kid: string, jwk: string) => { await m.keys.create({ _id: kid, privateJwk: jwk, createdAt: new Date().toISOString() }); },
  };
}
