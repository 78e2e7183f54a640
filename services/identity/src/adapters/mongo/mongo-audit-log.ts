import type { Stage } from '@counsel/kit';
import type { AuditEntry } from '../../domain/audit.js';
import type { AuditQuery, AuditRepository, AuditWrites } from '../../ports/audit-repository.js';
import { WriteRefused } from '../../ports/identity-store.js';
import type { IdentityModels } from './models.js';

type EntryDoc = AuditEntry & { _id: string };
const toEntry = ({ _id, ...e }: EntryDoc): AuditEntry => ({ ...e, id: _id });

/** The staff audit log. */
export class MongoAuditLog implements AuditRepository {
  constructor(private readonly models: IdentityModels) {}

  writes(stage: Stage): AuditWrites {
    const m = this.models;
    return {
      append: (e) => stage((session) => m.audit.updateOne({ _id: e.id }, { $setOnInsert: { ...e, _id: e.id } }, { upsert: true, session })),
      put: (e) => stage((session) => m.audit.replaceOne({ _id: e.id }, { ...e, _id: e.id }, { upsert: true, session })),
      swap: (expected, e) => stage(async (session) => {
        const swapped = expected
          ? (await m.audit.replaceOne({ _id: { $eq: e.id }, action: { $eq: expected.action }, detail: { $eq: expected.detail } }, { ...e, _id: e.id }, { session })).matchedCount === 1
          : (await m.audit.updateOne({ _id: e.id }, { $setOnInsert: { ...e, _id: e.id } }, { upsert: true, session })).upsertedCount === 1;
        if (!swapped) throw new WriteRefused('changed');
      }),
    };
  }

  async get(id: string) {
    const doc = await this.models.audit.findOne({ _id: { $eq: id } }).lean<EntryDoc>();
    return doc ? toEntry(doc) : null;
  }

  async involving(ids: readonly string[], email: string | null) {
    const or: Record<string, unknown>[] = [{ targetId: { $in: [...ids] } }, { actorId: { $in: [...ids] } }];
    if (email) or.push({ targetLabel: { $regex: `^${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, $options: 'i' } });
    return (await this.models.audit.find({ $or: or }).sort({ at: 1, _id: 1 }).lean<EntryDoc[]>()).map(toEntry);
  }

  async list(q: AuditQuery) {
    const filter: Record<string, unknown> = {};
    if (q.action) filter.action = { $eq: q.action };
    if (q.actorId) filter.actorId = { $eq: q.actorId };
    const [docs, total] = await Promise.all([
      this.models.audit.find(filter).sort({ at: -1, _id: 1 }).skip(q.offset).limit(q.limit).lean<EntryDoc[]>(),
      this.models.audit.countDocuments(filter),
    ]);
    return { items: docs.map(toEntry), total };
  }
}
