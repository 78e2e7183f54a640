import { Schema, type Connection } from 'mongoose';
import { MongoErasures, MongoOutbox } from '@counsel/kit';
import type { Delivery, NotificationKind } from '../../domain/kinds.js';
import type { Recipient, StoredNotification, StudentFacts } from '../../domain/notification.js';

export type RecipientDoc = Omit<Recipient, 'userId'> & { _id: string };
export type StudentDoc = Omit<StudentFacts, 'studentId'> & { _id: string };
/** _id: the application id. */
export interface ApplicationDoc { _id: string; studentId: string; collegeName: string; deadline: string; missing: string[] }
/** _id: `${taskId}:${studentId}`. */
export interface TaskDoc { _id: string; taskId: string; studentId: string; title: string; dueDate: string; done: boolean }
export interface DeletionDoc { _id: string; requestedBy: string | null }
/** _id: `${studentUserId}:${guardianUserId}`. */
export interface GuardianLinkDoc { _id: string; guardianUserId: string; studentUserId: string; active: boolean; consentWithdrawn?: boolean }
/** _id: the notification id; (userId, key) is unique: an occasion notifies a person once. */
export type NotificationDoc = Omit<StoredNotification, 'id'> & { _id: string; seq: number };
/** _id: the user id. */
export interface PreferenceDoc { _id: string; deliveries: Partial<Record<NotificationKind, Delivery>> }
export interface SettingDoc { _id: string; value: string }
export interface LeaseDoc { _id: string; holder: string; expiresMs: number }
/** _id: `${userId}:${day}` (a digest claimed) or a spent token's nonce. */
export interface MarkDoc { _id: string; userId?: string }

const loose = { versionKey: false, strict: false } as const;
const recipientSchema = new Schema<RecipientDoc>({ _id: String }, loose);
const studentSchema = new Schema<StudentDoc>({ _id: String, userId: String }, loose);
studentSchema.index({ userId: 1 });
const applicationSchema = new Schema<ApplicationDoc>({ _id: String, studentId: String, deadline: String }, loose);
applicationSchema.index({ studentId: 1 });
applicationSchema.index({ deadline: 1, _id: 1 });
const taskSchema = new Schema<TaskDoc>({ _id: String, taskId: String, studentId: String, dueDate: String, done: Boolean }, loose);
taskSchema.index({ dueDate: 1, done: 1, _id: 1 });
taskSchema.index({ taskId: 1 });
taskSchema.index({ studentId: 1 });
const deletionSchema = new Schema<DeletionDoc>({ _id: String }, loose);
const guardianLinkSchema = new Schema<GuardianLinkDoc>({ _id: String, guardianUserId: String, studentUserId: String, active: Boolean }, loose);
guardianLinkSchema.index({ studentUserId: 1, active: 1 });
const notificationSchema = new Schema<NotificationDoc>({
  _id: String, userId: String, key: String, kind: String, studentId: String, createdAt: String, readAt: String, emailState: String, emailedAt: String, seq: Number,
}, loose);
notificationSchema.index({ userId: 1, key: 1 }, { unique: true });
// The bell's count every 30 s: one person's unread, from the index.
notificationSchema.index({ userId: 1, readAt: 1 });
notificationSchema.index({ userId: 1, createdAt: -1, seq: -1 });
notificationSchema.index({ emailState: 1, createdAt: 1 });
notificationSchema.index({ userId: 1, emailState: 1 });
notificationSchema.index({ createdAt: 1 });
notificationSchema.index({ studentId: 1 });
const preferenceSchema = new Schema<PreferenceDoc>({ _id: String }, loose);
const settingSchema = new Schema<SettingDoc>({ _id: String, value: String }, loose);
const leaseSchema = new Schema<LeaseDoc>({ _id: String, holder: String, expiresMs: Number }, loose);
const markSchema = new Schema<MarkDoc>({ _id: String, userId: String }, loose);
markSchema.index({ userId: 1 });

export function notificationsModels(conn: Connection) {
  const outbox = new MongoOutbox(conn);
  return {
    recipients: conn.model<RecipientDoc>('NotificationRecipient', recipientSchema, 'recipients'),
    students: conn.model<StudentDoc>('NotificationStudent', studentSchema, 'students'),
    applications: conn.model<ApplicationDoc>('NotificationApplication', applicationSchema, 'applications'),
    tasks: conn.model<TaskDoc>('NotificationTask', taskSchema, 'tasks'),
    deletions: conn.model<DeletionDoc>('NotificationDeletion', deletionSchema, 'deletions'),
    guardianLinks: conn.model<GuardianLinkDoc>('NotificationGuardianLink', guardianLinkSchema, 'guardian_links'),
    notifications: conn.model<NotificationDoc>('Notification', notificationSchema, 'notifications'),
    preferences: conn.model<PreferenceDoc>('NotificationPreference', preferenceSchema, 'preferences'),
    settings: conn.model<SettingDoc>('NotificationSetting', settingSchema, 'control_settings'),
    leases: conn.model<LeaseDoc>('NotificationLease', leaseSchema, 'leases'),
    digests: conn.model<MarkDoc>('NotificationDigest', markSchema, 'digests'),
    tokens: conn.model<MarkDoc>('NotificationSpentToken', markSchema, 'spent_tokens'),
    outbox,
    erasures: new MongoErasures(conn, outbox),
  };
}
export type NotificationsModels = ReturnType<typeof notificationsModels>;

/** A duplicate key: the write lost a race for a unique id (another replica, a redelivery). */
export const isDuplicate = (err: unknown) => (err as { code?: number }).code === 11000;
