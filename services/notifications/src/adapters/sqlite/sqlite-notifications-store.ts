import { SqliteErasures, SqliteOutbox, type ErasureConfirmation, type ErasureTarget, type SqliteDatabase } from '@counsel/kit';
import { erasedItems } from '../../domain/stats.js';
import type { NotificationsStore } from '../../ports/notifications-store.js';
import { SqliteControl } from './sqlite-control.js';
import { SqliteDirectory } from './sqlite-directory.js';
import { SqliteInbox } from './sqlite-inbox.js';

/** The service's SQLite file: the directory copies, the inbox, the replicas' shared control state. */
export class SqliteNotificationsStore implements NotificationsStore {
  readonly outbox: SqliteOutbox;
  readonly directory: SqliteDirectory;
  readonly inbox: SqliteInbox;
  readonly control: SqliteControl;
  private readonly erasures: SqliteErasures;

  constructor(private readonly db: SqliteDatabase) {
    this.outbox = new SqliteOutbox(db);
    this.directory = new SqliteDirectory(db);
    this.inbox = new SqliteInbox(db);
    this.control = new SqliteControl(db);
    this.erasures = new SqliteErasures(db, this.outbox);
  }

  async eraseStudent(t: ErasureTarget, confirm: ErasureConfirmation) {
    return this.erasures.eraseOnce(t, () => {
      const notifications = this.db.prepare('DELETE FROM notifications WHERE student_id = ? OR user_id = ?').run(t.studentId, t.studentUserId).changes;
      const applications = this.db.prepare('DELETE FROM applications WHERE student_id = ?').run(t.studentId).changes;
      const tasks = this.db.prepare('DELETE FROM tasks WHERE student_id = ?').run(t.studentId).changes;
      const students = this.db.prepare('DELETE FROM students WHERE student_id = ?').run(t.studentId).changes;
      this.db.prepare('DELETE FROM preferences WHERE user_id = ?').run(t.studentUserId);
      this.db.prepare('DELETE FROM digests WHERE user_id = ?').run(t.studentUserId);
      this.db.prepare('DELETE FROM guardian_links WHERE student_user_id = ?').run(t.studentUserId);
      const recipients = this.db.prepare('DELETE FROM recipients WHERE user_id = ?').run(t.studentUserId).changes;
      return erasedItems({ notifications, applications, tasks, copies: students + recipients });
    }, confirm);
  }

  async isErased(studentId: string) {
    return this.erasures.isErased(studentId);
  }

  async isUserErased(userId: string) {
    return this.erasures.isUserErased(userId);
  }

  ready() {
    return this.db.open;
  }

  async close() {
    this.db.close();
  }
}
