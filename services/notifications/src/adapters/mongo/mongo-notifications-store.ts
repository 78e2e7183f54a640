import type { Connection } from 'mongoose';
import type { ErasureConfirmation, ErasureTarget } from '@counsel/kit';
import { erasedItems } from '../../domain/stats.js';
import type { NotificationsStore } from '../../ports/notifications-store.js';
import { notificationsModels, type NotificationsModels } from './models.js';
import { MongoControl } from './mongo-control.js';
import { MongoDirectory } from './mongo-directory.js';
import { MongoInbox } from './mongo-inbox.js';

/** The distributed store: one MongoDB database shared by the service's replicas (the lease and marks live here). */
export class MongoNotificationsStore implements NotificationsStore {
  readonly directory: MongoDirectory;
  readonly inbox: MongoInbox;
  readonly control: MongoControl;

  private constructor(private readonly conn: Connection, private readonly models: NotificationsModels) {
    this.directory = new MongoDirectory(models);
    this.inbox = new MongoInbox(models);
    this.control = new MongoControl(models);
  }

  static async open(conn: Connection): Promise<MongoNotificationsStore> {
    const m = notificationsModels(conn);
    const { outbox, erasures, ...models } = m;
    await Promise.all([...Object.values(models).map((model) => model.init()), outbox.init(), erasures.init()]);
    return new MongoNotificationsStore(conn, m);
  }

  get outbox() {
    return this.models.outbox;
  }

  async eraseStudent(t: ErasureTarget, confirm: ErasureConfirmation) {
    const m = this.models;
    return m.erasures.eraseOnce(t, async () => {
      const student = { $eq: t.studentId };
      const user = { $eq: t.studentUserId };
      const notifications = (await m.notifications.deleteMany({ $or: [{ studentId: student }, { userId: user }] })).deletedCount;
      const applications = (await m.applications.deleteMany({ studentId: student })).deletedCount;
      const tasks = (await m.tasks.deleteMany({ studentId: student })).deletedCount;
      const students = (await m.students.deleteMany({ _id: student })).deletedCount;
      await m.preferences.deleteMany({ _id: user });
      await m.digests.deleteMany({ userId: user });
      await m.guardianLinks.deleteMany({ studentUserId: user });
      const recipients = (await m.recipients.deleteMany({ _id: user })).deletedCount;
      return erasedItems({ notifications, applications, tasks, copies: students + recipients });
    }, confirm);
  }

  isErased(studentId: string) {
    return this.models.erasures.isErased(studentId);
  }

  isUserErased(userId: string) {
    return this.models.erasures.isUserErased(userId);
  }

  ready() {
    return this.conn.readyState === 1;
  }

  async close() {
    await this.conn.close();
  }
}
