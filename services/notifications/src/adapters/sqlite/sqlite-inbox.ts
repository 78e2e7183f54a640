import type { SqliteDatabase } from '@counsel/kit';
import type { Delivery, NotificationKind } from '../../domain/kinds.js';
import type { EmailState, NotificationText, StoredNotification } from '../../domain/notification.js';
import { countByDay } from '../../domain/stats.js';
import type { InboxRepository, NewNotification } from '../../ports/notifications-store.js';

interface Row {
  id: string; user_id: string; kind: NotificationKind; key: string; title: string; body: string; link: string;
  student_id: string | null; text_json: string | null; created_at: string; read_at: string | null; email_state: EmailState; emailed_at: string | null; email_error: string | null;
}
const toNotification = (r: Row): StoredNotification => ({
  id: r.id, userId: r.user_id, kind: r.kind, key: r.key, title: r.title, body: r.body, link: r.link, studentId: r.student_id,
  text: r.text_json ? (JSON.parse(r.text_json) as NotificationText) : null,
  createdAt: r.created_at, readAt: r.read_at, emailState: r.email_state, emailedAt: r.emailed_at, emailError: r.email_error,
});

export class SqliteInbox implements InboxRepository {
  constructor(private readonly db: SqliteDatabase) {}

  async add(items: readonly NewNotification[]) {
    const insert = this.db.prepare(`INSERT INTO notifications (id, user_id, kind, key, title, body, link, student_id, created_at, email_state, text_json)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (user_id, key) DO NOTHING`);
    return this.db.transaction(() => items.filter((n) =>
      insert.run(n.id, n.userId, n.kind, n.key, n.title, n.body, n.link, n.studentId, n.createdAt, n.emailState, n.text ? JSON.stringify(n.text) : null).changes === 1))();
  }

  async page(userId: string, unread: boolean, limit: number, offset: number) {
    const filter = unread ? 'AND read_at IS NULL' : '';
    const rows = this.db.prepare(`SELECT * FROM notifications WHERE user_id = ? ${filter} ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?`)
      .all(userId, limit, offset) as Row[];
    const total = (this.db.prepare(`SELECT count(*) AS n FROM notifications WHERE user_id = ? ${filter}`).get(userId) as { n: number }).n;
    return { items: rows.map(toNotification), unreadCount: await this.unreadCount(userId), total };
  }

  async unreadCount(userId: string) {
    return (this.db.prepare('SELECT count(*) AS n FROM notifications WHERE user_id = ? AND read_at IS NULL').get(userId) as { n: number }).n;
  }

  async markRead(userId: string, ids: readonly string[] | null, at: string) {
    if (ids === null) return this.db.prepare('UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL').run(at, userId).changes;
    return this.db.prepare(`UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL AND id IN (SELECT value FROM json_each(?))`)
      .run(at, userId, JSON.stringify(ids)).changes;
  }

  async preferences(userId: string) {
    const rows = this.db.prepare('SELECT kind, delivery FROM preferences WHERE user_id = ?').all(userId) as { kind: NotificationKind; delivery: Delivery }[];
    return Object.fromEntries(rows.map((r) => [r.kind, r.delivery])) as Partial<Record<NotificationKind, Delivery>>;
  }

  async preferencesOf(userIds: readonly string[]) {
    const out = new Map<string, Partial<Record<NotificationKind, Delivery>>>();
    if (userIds.length === 0) return out;
    const rows = this.db.prepare('SELECT user_id, kind, delivery FROM preferences WHERE user_id IN (SELECT value FROM json_each(?))')
      .all(JSON.stringify(userIds)) as { user_id: string; kind: NotificationKind; delivery: Delivery }[];
    for (const r of rows) out.set(r.user_id, { ...out.get(r.user_id), [r.kind]: r.delivery });
    return out;
  }

  async existing(pairs: readonly { userId: string; key: string }[]) {
    if (pairs.length === 0) return new Set<string>();
    // Row values against the (user_id, key) unique index: one probe per pair, in one statement.
    const rows = this.db.prepare(`SELECT user_id, key FROM notifications WHERE (user_id, key) IN
      (SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]') FROM json_each(?))`)
      .all(JSON.stringify(pairs.map((p) => [p.userId, p.key]))) as { user_id: string; key: string }[];
    return new Set(rows.map((r) => `${r.user_id} ${r.key}`));
  }

  async setPreferences(userId: string, prefs: Partial<Record<NotificationKind, Delivery>>) {
    const upsert = this.db.prepare(`INSERT INTO preferences (user_id, kind, delivery) VALUES (?, ?, ?)
      ON CONFLICT (user_id, kind) DO UPDATE SET delivery = excluded.delivery`);
    this.db.transaction(() => { for (const [kind, delivery] of Object.entries(prefs)) upsert.run(userId, kind, delivery); })();
  }

  async pendingNow(limit: number) {
    return (this.db.prepare(`SELECT * FROM notifications WHERE email_state = 'pending_now' ORDER BY created_at LIMIT ?`).all(limit) as Row[]).map(toNotification);
  }

  async digestRecipients() {
    return (this.db.prepare(`SELECT DISTINCT user_id FROM notifications WHERE email_state = 'pending_digest'`).all() as { user_id: string }[]).map((r) => r.user_id);
  }

  async pendingDigest(userId: string) {
    return (this.db.prepare(`SELECT * FROM notifications WHERE email_state = 'pending_digest' AND user_id = ? ORDER BY created_at`).all(userId) as Row[]).map(toNotification);
  }

  async setEmailState(ids: readonly string[], state: EmailState, at: string, error: string | null) {
    this.db.prepare(`UPDATE notifications SET email_state = ?, emailed_at = ?, email_error = ? WHERE id IN (SELECT value FROM json_each(?))`)
      .run(state, at, error, JSON.stringify(ids));
  }

  async deleteOlderThan(before: string) {
    return this.db.prepare('DELETE FROM notifications WHERE created_at < ?').run(before).changes;
  }

  async stats(since: string, dayOf: (iso: string) => string) {
    const rows = this.db.prepare('SELECT kind, created_at AS createdAt, email_state AS emailState FROM notifications WHERE created_at >= ?')
      .iterate(since) as Iterable<{ kind: NotificationKind; createdAt: string; emailState: EmailState }>;
    return countByDay(rows, dayOf);
  }

  async failures(since: string, limit: number) {
    const rows = this.db.prepare(`SELECT kind, emailed_at, email_error FROM notifications WHERE email_state = 'failed' AND emailed_at >= ?
      ORDER BY emailed_at DESC LIMIT ?`).all(since, limit) as { kind: NotificationKind; emailed_at: string; email_error: string | null }[];
    return rows.map((r) => ({ at: r.emailed_at, kind: r.kind, reason: r.email_error ?? 'unknown' }));
  }

  async aboutStudent(studentId: string) {
    return (this.db.prepare('SELECT * FROM notifications WHERE student_id = ? ORDER BY created_at').all(studentId) as Row[]).map(toNotification);
  }
}
