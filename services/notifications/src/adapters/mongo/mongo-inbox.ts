import type { Delivery, NotificationKind } from '../../domain/kinds.js';
import type { EmailState, StoredNotification } from '../../domain/notification.js';
import { countByDay } from '../../domain/stats.js';
import { storedMessage } from '../../domain/texts/index.js';
import type { InboxRepository, NewNotification } from '../../ports/notifications-store.js';
import type { NotificationDoc, NotificationsModels } from './models.js';

const toNotification = ({ _id, seq: _seq, ...n }: NotificationDoc): StoredNotification => ({
  ...n, ...storedMessage(n.code, n.params, n.title, n.body), id: _id, studentId: n.studentId ?? null, readAt: n.readAt ?? null, emailedAt: n.emailedAt ?? null, emailError: n.emailError ?? null,
});

export class MongoInbox implements InboxRepository {
  /** Orders notifications made in the same millisecond as they were added (SQLite's rowid). */
  private seq = Date.now() * 1000;

  constructor(private readonly models: NotificationsModels) {}

  async add(items: readonly NewNotification[]) {
    if (items.length === 0) return [];
    const ops = items.map(({ id, urgent: _urgent, ...n }) => ({
      updateOne: { filter: { userId: n.userId, key: n.key }, update: { $setOnInsert: { _id: id, ...n, readAt: null, emailedAt: null, emailError: null, seq: this.seq++ } }, upsert: true },
    }));
    const res = await this.models.notifications.bulkWrite(ops, { ordered: false });
    // Only the upserted ones are new: a (person, key) seen before was left as it was.
    const added = new Set(Object.keys(res.upsertedIds).map(Number));
    return items.filter((_, i) => added.has(i));
  }

  async page(userId: string, unread: boolean, limit: number, offset: number) {
    const filter = { userId: { $eq: userId }, ...(unread ? { readAt: null } : {}) };
    const [docs, total, unreadCount] = await Promise.all([
      this.models.notifications.find(filter).sort({ createdAt: -1, seq: -1 }).skip(offset).limit(limit).lean<NotificationDoc[]>(),
      this.models.notifications.countDocuments(filter),
      this.unreadCount(userId),
    ]);
    return { items: docs.map(toNotification), unreadCount, total };
  }

  async unreadCount(userId: string) {
    return this.models.notifications.countDocuments({ userId: { $eq: userId }, readAt: null });
  }

  async markRead(userId: string, ids: readonly string[] | null, at: string) {
    const filter = { userId: { $eq: userId }, readAt: null, ...(ids ? { _id: { $in: [...ids] } } : {}) };
    return (await this.models.notifications.updateMany(filter, { $set: { readAt: at } })).modifiedCount;
  }

  async preferences(userId: string) {
    return (await this.models.preferences.findById(userId).lean())?.deliveries ?? {};
  }

  async preferencesOf(userIds: readonly string[]) {
    const docs = await this.models.preferences.find({ _id: { $in: [...userIds] } }).lean();
    return new Map(docs.map((d) => [d._id, d.deliveries ?? {}]));
  }

  async existing(pairs: readonly { userId: string; key: string }[]) {
    if (pairs.length === 0) return new Set<string>();
    const docs = await this.models.notifications.find({ $or: pairs.map((p) => ({ userId: p.userId, key: p.key })) }, { userId: 1, key: 1 }).lean<NotificationDoc[]>();
    return new Set(docs.map((d) => `${d.userId} ${d.key}`));
  }

  async setPreferences(userId: string, prefs: Partial<Record<NotificationKind, Delivery>>) {
    const set = Object.fromEntries(Object.entries(prefs).map(([k, v]) => [`deliveries.${k}`, v]));
    await this.models.preferences.updateOne({ _id: userId }, { $set: set }, { upsert: true });
  }

  async pendingNow(limit: number) {
    return (await this.models.notifications.find({ emailState: 'pending_now' }).sort({ createdAt: 1 }).limit(limit).lean<NotificationDoc[]>()).map(toNotification);
  }

  async digestRecipients() {
    return (await this.models.notifications.distinct('userId', { emailState: 'pending_digest' })) as string[];
  }

  async pendingDigest(userId: string) {
    return (await this.models.notifications.find({ emailState: 'pending_digest', userId: { $eq: userId } }).sort({ createdAt: 1, seq: 1 }).lean<NotificationDoc[]>()).map(toNotification);
  }

  async setEmailState(ids: readonly string[], state: EmailState, at: string, error: string | null) {
    await this.models.notifications.updateMany({ _id: { $in: [...ids] } }, { $set: { emailState: state, emailedAt: at, emailError: error } });
  }

  async deleteOlderThan(before: string) {
    return (await this.models.notifications.deleteMany({ createdAt: { $lt: before } })).deletedCount;
  }

  async stats(since: string, dayOf: (iso: string) => string) {
    const rows = await this.models.notifications.find({ createdAt: { $gte: since } }, { kind: 1, createdAt: 1, emailState: 1 }).lean<NotificationDoc[]>();
    return countByDay(rows, dayOf);
  }

  async failures(since: string, limit: number) {
    const docs = await this.models.notifications.find({ emailState: 'failed', emailedAt: { $gte: since } }).sort({ emailedAt: -1 }).limit(limit).lean<NotificationDoc[]>();
    return docs.map((d) => ({ at: d.emailedAt!, kind: d.kind, reason: d.emailError ?? 'unknown' }));
  }

  async aboutStudent(studentId: string) {
    return (await this.models.notifications.find({ studentId: { $eq: studentId } }).sort({ createdAt: 1, seq: 1 }).lean<NotificationDoc[]>()).map(toNotification);
  }
}
