import type { TaskChanged } from '@counsel/proto-events';
import type { ApplicationDeadline, Recipient, StudentFacts } from '../../domain/notification.js';
import type { DirectoryRepository, DueCursor, GuardianLinkFacts, TaskCursor } from '../../ports/notifications-store.js';
import { isLanguage } from '../../domain/texts/index.js';
import type { ApplicationDoc, NotificationsModels, RecipientDoc, StudentDoc } from './models.js';

const toRecipient = ({ _id, ...r }: RecipientDoc): Recipient => ({
  userId: _id, email: r.email ?? null, firstName: r.firstName ?? null, lastName: r.lastName ?? null, role: r.role ?? null, schoolIds: r.schoolIds ?? null,
  language: isLanguage(r.language) ? r.language : null,
});
const toStudent = ({ _id, ...s }: StudentDoc): StudentFacts => ({
  studentId: _id, userId: s.userId, schoolId: s.schoolId ?? null, counselorUserId: s.counselorUserId ?? null, firstName: s.firstName ?? null, lastName: s.lastName ?? null,
  dateOfBirth: s.dateOfBirth ?? null,
});
const toApp = (a: ApplicationDoc): ApplicationDeadline => ({ applicationId: a._id, studentId: a.studentId, collegeName: a.collegeName, deadline: a.deadline, missing: a.missing });

export class MongoDirectory implements DirectoryRepository {
  constructor(private readonly models: NotificationsModels) {}

  async upsertRecipient({ userId, ...r }: Partial<Recipient> & { userId: string }) {
    const set = Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined));
    await this.models.recipients.updateOne({ _id: userId }, { $set: set }, { upsert: true });
  }

  async recipients(userIds: readonly string[]) {
    return (await this.models.recipients.find({ _id: { $in: [...userIds] } }).lean<RecipientDoc[]>()).map(toRecipient);
  }

  async upsertStudent({ studentId, ...s }: StudentFacts) {
    await this.models.students.updateOne({ _id: studentId }, { $set: s }, { upsert: true });
  }

  async student(studentId: string) {
    const s = await this.models.students.findById(studentId).lean<StudentDoc>();
    return s ? toStudent(s) : null;
  }

  async students(studentIds: readonly string[]) {
    return (await this.models.students.find({ _id: { $in: [...studentIds] } }).lean<StudentDoc[]>()).map(toStudent);
  }

  async studentByUser(userId: string) {
    const s = await this.models.students.findOne({ userId: { $eq: userId } }).lean<StudentDoc>();
    return s ? toStudent(s) : null;
  }

  async replaceApplications(studentId: string, apps: readonly ApplicationDeadline[]) {
    await this.models.applications.deleteMany({ studentId: { $eq: studentId } });
    if (apps.length > 0) {
      await this.models.applications.insertMany(apps.map((a) => ({ _id: a.applicationId, studentId, collegeName: a.collegeName, deadline: a.deadline, missing: a.missing })));
    }
  }

  async applicationsOf(studentId: string) {
    return (await this.models.applications.find({ studentId: { $eq: studentId } }).sort({ deadline: 1, _id: 1 }).lean<ApplicationDoc[]>()).map(toApp);
  }

  async applicationsDue(from: string, to: string, after: DueCursor | null, limit: number) {
    const range = { deadline: { $gte: from, $lte: to } };
    const resume = after ? { $or: [{ deadline: { $gt: after.deadline } }, { deadline: after.deadline, _id: { $gt: after.applicationId } }] } : {};
    return (await this.models.applications.find({ ...range, ...resume }).sort({ deadline: 1, _id: 1 }).limit(limit).lean<ApplicationDoc[]>()).map(toApp);
  }

  async applyTask(e: TaskChanged) {
    const { tasks } = this.models;
    if (e.change === 'assigned') {
      if (e.studentIds.length === 0) return;
      await tasks.bulkWrite(e.studentIds.map((s) => ({
        updateOne: { filter: { _id: `${e.taskId}:${s}` }, update: { $setOnInsert: { taskId: e.taskId, studentId: s, title: e.title, dueDate: e.dueDate, done: false } }, upsert: true },
      })));
    } else if (e.change === 'edited') {
      await tasks.updateMany({ taskId: { $eq: e.taskId } }, { $set: { title: e.title, dueDate: e.dueDate } });
    } else if (e.change === 'removed') {
      await tasks.deleteMany({ taskId: { $eq: e.taskId } });
    } else {
      await tasks.updateMany({ taskId: { $eq: e.taskId }, studentId: { $in: e.studentIds } }, { $set: { done: e.change === 'done' } });
    }
  }

  async openTasksDue(day: string, after: TaskCursor | null, limit: number) {
    const resume = after ? { _id: { $gt: `${after.taskId}:${after.studentId}` } } : {};
    const docs = await this.models.tasks.find({ dueDate: { $eq: day }, done: false, ...resume }).sort({ _id: 1 }).limit(limit).lean();
    return docs.map((t) => ({ taskId: t.taskId, studentId: t.studentId, title: t.title, dueDate: t.dueDate }));
  }

  async rememberDeletion(deletionId: string, requestedBy: string | null) {
    await this.models.deletions.updateOne({ _id: deletionId }, { $setOnInsert: { requestedBy } }, { upsert: true });
  }

  async deletionRequester(deletionId: string) {
    return (await this.models.deletions.findById(deletionId).lean())?.requestedBy ?? null;
  }

  async setGuardianLink({ guardianUserId, studentUserId, linked, consentWithdrawn }: GuardianLinkFacts & { linked: boolean }) {
    // `active` holds whether the link exists (removed: false); consent is weighed by the caller on the day.
    await this.models.guardianLinks.updateOne({ _id: `${studentUserId}:${guardianUserId}` }, { $set: { guardianUserId, studentUserId, active: linked, consentWithdrawn } }, { upsert: true });
  }

  async guardianLinksOf(studentUserIds: readonly string[]) {
    if (studentUserIds.length === 0) return [];
    const docs = await this.models.guardianLinks.find({ studentUserId: { $in: [...studentUserIds] }, active: true }).sort({ studentUserId: 1, guardianUserId: 1 }).lean();
    return docs.map((d) => ({ guardianUserId: d.guardianUserId, studentUserId: d.studentUserId, consentWithdrawn: d.consentWithdrawn === true }));
  }
}
