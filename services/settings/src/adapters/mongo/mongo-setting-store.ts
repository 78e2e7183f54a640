import type { OutboxEvent } from '@counsel/kit';
import type { SettingChange, SettingKey, SystemSetting } from '../../domain/setting.js';
import type { SettingStore } from '../../ports/setting-store.js';
import type { SettingChangeDoc, SettingsModels } from './models.js';

let lastSeq = 0;
/** Write order: strictly increasing in this process, and close to wall-clock order across processes. */
const nextSeq = () => (lastSeq = Math.max(lastSeq + 1, Date.now() * 1000));

const toChange = (d: SettingChangeDoc): SettingChange => ({
  id: d._id, key: d.key as SettingKey, value: d.value, actorId: d.actorId, actorEmail: d.actorEmail, at: d.at,
});

/**
 * Settings in MongoDB, atomic without a transaction: a save is a single insert into the history, and the
 * current value is read as the latest change. A standalone server (no multi-document transactions) is
 * enough, and a value can never exist without its history entry. As in SQLite, the last save wins
 * (`seq`), while the history lists changes newest `at` first. The change's events go through the kit's
 * MongoOutbox: in the same transaction where the server has them, else written just before the change.
 */
export class MongoSettingStore implements SettingStore {
  constructor(private readonly models: SettingsModels) {}
  /** The service's outbox, which the kit relays. */
  get outbox() { return this.models.outbox; }

  async get(key: SettingKey): Promise<SystemSetting | null> {
    const d = await this.models.changes.findOne({ key }).sort({ seq: -1 }).lean<SettingChangeDoc>();
    return d ? { key, value: d.value, updatedAt: d.at, updatedBy: d.actorId, updatedByEmail: d.actorEmail } : null;
  }

  async save(c: SettingChange, events: readonly OutboxEvent[] = []): Promise<SystemSetting> {
    // A repeated change id is refused (E11000), as the SQLite primary key refuses it, and changes nothing.
    await this.models.outbox.commit(events, (session) =>
      this.models.changes.create([{ _id: c.id, key: c.key, value: c.value, actorId: c.actorId, actorEmail: c.actorEmail, at: c.at, seq: nextSeq() }], { session }));
    return { key: c.key, value: c.value, updatedAt: c.at, updatedBy: c.actorId, updatedByEmail: c.actorEmail };
  }

  async history(key: SettingKey, limit: number, offset: number) {
    const [docs, total] = await Promise.all([
      this.models.changes.find({ key }).sort({ at: -1, seq: -1 }).skip(offset).limit(limit).lean<SettingChangeDoc[]>(),
      this.models.changes.countDocuments({ key }),
    ]);
    return { items: docs.map(toChange), total };
  }
}
