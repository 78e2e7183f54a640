import type { TaskChanged } from '@counsel/proto-events';
import type { Outbox, RemovedItem, ErasureConfirmation, ErasureTarget } from '@counsel/kit';
import type { Delivery, NotificationKind } from '../domain/kinds.js';
import type { DayCount } from '../domain/stats.js';
import type {
  ApplicationDeadline, EmailState, NotificationDraft, Recipient, StoredNotification, StudentFacts, TaskFacts,
} from '../domain/notification.js';

export type TaskCursor = Pick<TaskFacts, 'taskId' | 'studentId'>;

/** Where a page of applicationsDue resumes: after this application. */
export type DueCursor = Pick<ApplicationDeadline, 'deadline' | 'applicationId'>;

/** A guardian's link to a student as identity announced it last. */
export interface GuardianLinkFacts { guardianUserId: string; studentUserId: string; consentWithdrawn: boolean }

/** The copies this service keeps from other services' events, to address and to check who may see whom. */
export interface DirectoryRepository {
  /** Merges what an event says of a person (a field left undefined keeps its value). */
  upsertRecipient(r: Partial<Recipient> & { userId: string }): Promise<void>;
  recipients(userIds: readonly string[]): Promise<Recipient[]>;
  upsertStudent(s: StudentFacts): Promise<void>;
  student(studentId: string): Promise<StudentFacts | null>;
  students(studentIds: readonly string[]): Promise<StudentFacts[]>;
  studentByUser(userId: string): Promise<StudentFacts | null>;
  /** A student's applications as the latest list says (replaces the ones before). */
  replaceApplications(studentId: string, apps: readonly ApplicationDeadline[]): Promise<void>;
  applicationsOf(studentId: string): Promise<ApplicationDeadline[]>;
  /** Applications whose deadline is in [from, to] (YYYY-MM-DD), a page at a time in a stable order. */
  applicationsDue(from: string, to: string, after: DueCursor | null, limit: number): Promise<ApplicationDeadline[]>;
  /** Follows a task's change: assigned adds its students, edited renames or moves it, removed drops it, done/reopened one student's. */
  applyTask(e: TaskChanged): Promise<void>;
  /** Open tasks due on `day`, a page at a time (after: the last task and student of the page before). */
  openTasksDue(day: string, after: TaskCursor | null, limit: number): Promise<TaskFacts[]>;
  /** Who asked for a deletion (from deletion.requested), so its completion can tell them. */
  rememberDeletion(deletionId: string, requestedBy: string | null): Promise<void>;
  deletionRequester(deletionId: string): Promise<string | null>;
  /** Follows a guardian link (identity's link events), one per guardian and student: linked or removed, and its consent. */
  setGuardianLink(l: GuardianLinkFacts & { linked: boolean }): Promise<void>;
  /** The links of these students that exist (in force or not: consent is weighed on the day, kit guardianLinkInForce). */
  guardianLinksOf(studentUserIds: readonly string[]): Promise<GuardianLinkFacts[]>;
}

/** A page of one person's notifications. */
export interface InboxPage { items: StoredNotification[]; unreadCount: number; total: number }

export interface Failure { at: string; kind: NotificationKind; reason: string }

export interface NewNotification extends NotificationDraft { id: string; createdAt: string; emailState: EmailState }

export interface InboxRepository {
  /** Adds the notifications whose (userId, key) is new; answers those added (a redelivered event adds none). */
  add(items: readonly NewNotification[]): Promise<NewNotification[]>;
  page(userId: string, unread: boolean, limit: number, offset: number): Promise<InboxPage>;
  unreadCount(userId: string): Promise<number>;
  /** Marks the person's own notifications read (ids, or all when null); answers how many changed. */
  markRead(userId: string, ids: readonly string[] | null, at: string): Promise<number>;
  preferences(userId: string): Promise<Partial<Record<NotificationKind, Delivery>>>;
  /** Many people's choices in one read (a pass notifies thousands at a time); people with none are absent. */
  preferencesOf(userIds: readonly string[]): Promise<Map<string, Partial<Record<NotificationKind, Delivery>>>>;
  /** Which of these (person, key) pairs already have their notification, as `${userId} ${key}`. */
  existing(pairs: readonly { userId: string; key: string }[]): Promise<Set<string>>;
  setPreferences(userId: string, prefs: Partial<Record<NotificationKind, Delivery>>): Promise<void>;
  /** Emails to send at once, oldest first. */
  pendingNow(limit: number): Promise<StoredNotification[]>;
  /** People with notifications waiting for their digest. */
  digestRecipients(): Promise<string[]>;
  pendingDigest(userId: string): Promise<StoredNotification[]>;
  setEmailState(ids: readonly string[], state: EmailState, at: string, error: string | null): Promise<void>;
  /** Deletes notifications created before `before` (ISO); answers how many. */
  deleteOlderThan(before: string): Promise<number>;
  /** Counts per day (UTC offset applied by the caller's `dayOf`) and kind since `since`. */
  stats(since: string, dayOf: (iso: string) => string): Promise<DayCount[]>;
  failures(since: string, limit: number): Promise<Failure[]>;
  /** A student's notifications (their export). */
  aboutStudent(studentId: string): Promise<StoredNotification[]>;
}

/** Shared state of the service's replicas: the district's switches, the scheduler's lease, once-only marks. */
export interface ControlRepository {
  getSetting(key: string): Promise<string | null>;
  setSetting(key: string, value: string): Promise<void>;
  /**
   * Takes (or renews) the named lease for `holder` until nowMs + ttlMs when it is free, expired or already theirs;
   * answers whether `holder` holds it. Two replicas never hold it at once.
   */
  acquireLease(name: string, holder: string, nowMs: number, ttlMs: number): Promise<boolean>;
  releaseLease(name: string, holder: string): Promise<void>;
  /** Marks one person's digest of one local day as sent; false when it already was (by any replica). */
  claimDigest(userId: string, day: string): Promise<boolean>;
  /** Spends a one-click unsubscribe token's nonce; false when it was spent before. */
  spendToken(nonce: string): Promise<boolean>;
}

export interface NotificationsStore {
  readonly directory: DirectoryRepository;
  readonly inbox: InboxRepository;
  readonly control: ControlRepository;
  readonly outbox: Outbox;
  /** Erases a student's notifications and copies once per deletion, with the confirmation event. */
  eraseStudent(t: ErasureTarget, confirm: ErasureConfirmation): Promise<RemovedItem[]>;
  isErased(studentId: string): Promise<boolean>;
  /** Whether the student with this account was erased (events keyed by the account must not rebuild them). */
  isUserErased(userId: string): Promise<boolean>;
  ready(): boolean;
  close(): Promise<void>;
}
