import { MAJORITY_RULE_KEY, on, RetryLater, type EventSubscription } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import { localClock } from '../domain/district-time.js';
import type { Recipient } from '../domain/notification.js';
import { deletionCompleted, exportReady, importApplied } from '../domain/rules/admin-rules.js';
import { meetingChanged, taskAssigned } from '../domain/rules/counseling-rules.js';
import { letterChanged } from '../domain/rules/letters-rules.js';
import { planReviewed } from '../domain/rules/planning-rules.js';
import type { NotificationsStore } from '../ports/notifications-store.js';
import { CONTROL, type DistrictControl } from './control.js';
import type { Notifier } from './notifier.js';
import type { Reminders } from './reminders.js';

/** Statuses after which an application needs no reminder (it went in, or the student is done with it). */
const CLOSED = new Set(['submitted', 'admitted', 'waitlisted', 'deferred', 'denied', 'enrolled', 'declined']);
const NOT_KNOWN_YET = 'student not known yet: retried until their profile event arrives';
const SETTINGS_KEPT = new Set<string>([CONTROL.timeZone, CONTROL.digestHour, MAJORITY_RULE_KEY]);
const ROLES = new Set(['student', 'counselor', 'admin', 'teacher', 'guardian']);
const roleOf = (role: string) => (ROLES.has(role) ? role as Recipient['role'] : null);

export interface HandlerDeps {
  store: NotificationsStore;
  notifier: Notifier;
  reminders: Reminders;
  control: DistrictControl;
  now?: () => Date;
}

/**
 * What this service learns from the others: people and students (to address and to check who may hear what),
 * applications and tasks (for reminders), and the occasions the rules turn into notifications. Every handler is
 * idempotent: copies are upserts, and a notification's key makes a redelivered event add nothing.
 */
export function notificationHandlers(d: HandlerDeps): EventSubscription[] {
  const { directory } = d.store;
  const today = async () => localClock(d.now?.() ?? new Date(), (await d.control.time()).timeZone).day;
  /** The student, null when erased; an error (the bus retries) while their profile has not reached this service yet. */
  const known = async (studentId: string) => {
    if (await d.store.isErased(studentId)) return null;
    const s = await directory.student(studentId);
    if (!s) throw new RetryLater(NOT_KNOWN_YET);
    return s;
  };
  const nameOf = (s: { firstName: string | null; lastName: string | null } | null) =>
    [s?.firstName, s?.lastName].filter(Boolean).join(' ');
  return [
    on(Subjects.identityUserCreated, 'notifications-users', async ({ data: u }) => {
      if (await d.store.isUserErased(u.userId)) return;
      await directory.upsertRecipient({ userId: u.userId, email: u.email, role: roleOf(u.role), firstName: u.firstName ?? undefined, lastName: u.lastName ?? undefined });
    }),
    on(Subjects.rosterAccountImported, 'notifications-accounts', async ({ data: a }) => {
      if (await d.store.isUserErased(a.userId)) return;
      await directory.upsertRecipient({ userId: a.userId, email: a.email, role: roleOf(a.role), firstName: a.firstName, lastName: a.lastName });
    }),
    on(Subjects.rosterStaffAssigned, 'notifications-staff', async ({ data: s }) => {
      await directory.upsertRecipient({ userId: s.userId, schoolIds: s.schoolIds });
    }),
    on(Subjects.studentsProfileUpserted, 'notifications-students', async ({ data: p }) => {
      if (await d.store.isErased(p.studentId) || await d.store.isUserErased(p.userId)) return;
      await directory.upsertStudent({
        studentId: p.studentId, userId: p.userId, schoolId: p.schoolId ?? null, counselorUserId: p.counselorUserId ?? null,
        firstName: p.profile.firstName, lastName: p.profile.lastName, dateOfBirth: p.profile.dateOfBirth ?? null,
      });
      await directory.upsertRecipient({ userId: p.userId, role: 'student', email: p.profile.email ?? undefined, firstName: p.profile.firstName ?? undefined, lastName: p.profile.lastName ?? undefined });
      // The list may have come first (another consumer): its reminders wait for the student.
      await d.reminders.forStudent(p.studentId, await today());
    }),
    on(Subjects.collegesListChanged, 'notifications-lists', async ({ data: l }) => {
      if (await d.store.isErased(l.studentId)) return;
      await directory.replaceApplications(l.studentId, l.applications
        .filter((a) => a.deadline !== null && !CLOSED.has(a.status))
        .map((a) => ({ applicationId: a.applicationId, studentId: l.studentId, collegeName: a.collegeName, deadline: a.deadline!, missing: a.missing })));
      await d.reminders.forStudent(l.studentId, await today());
    }),
    on(Subjects.counselingTaskChanged, 'notifications-tasks', async ({ data: t }) => {
      const live = [];
      for (const id of t.studentIds) if (!await d.store.isErased(id)) live.push(id);
      await directory.applyTask({ ...t, studentIds: live });
      if (t.change !== 'assigned') return;
      const students = await directory.students(live);
      if (students.length < live.length) throw new RetryLater(NOT_KNOWN_YET);
      const drafts = await Promise.all(students.map(async (s) => (await d.notifier.audience.ofStudent(s, 'TASK_ASSIGNED')).map((userId) => taskAssigned(t, s.studentId, userId))));
      await d.notifier.notify(drafts.flat());
    }),
    on(Subjects.counselingMeetingChanged, 'notifications-meetings', async ({ data: m }) => {
      const s = await known(m.studentId);
      if (!s) return;
      const { timeZone } = await d.control.time();
      await d.notifier.notify((await d.notifier.audience.ofStudent(s, 'MEETING_SCHEDULED')).map((userId) => meetingChanged(m, userId, timeZone)));
    }),
    on(Subjects.lettersRequestChanged, 'notifications-letters', async ({ data: r }) => {
      const s = await known(r.studentId);
      if (!s) return;
      await d.notifier.notify((await d.notifier.audience.ofStudent(s, 'LETTER_ACCEPTED')).flatMap((userId, i) =>
        letterChanged(r, nameOf(s), { teacher: i === 0 ? r.teacherUserId : null, student: userId, counselor: i === 0 ? s.counselorUserId : null })));
    }),
    on(Subjects.planningPlanReviewed, 'notifications-plans', async ({ data: r }) => {
      const s = await known(r.studentId);
      if (!s) return;
      await d.notifier.notify((await d.notifier.audience.ofStudent(s, r.decision === 'approve' ? 'PLAN_APPROVED' : 'PLAN_RETURNED')).map((userId) => planReviewed(r, userId)));
    }),
    // Guardian links (identity): a guardian hears of their child's deadlines while the link is in force.
    // Whether the link exists and the adult student's consent are kept; the age of majority is weighed on the day
    // (audience.ts). An event from before `linked` was announced says only whether the link was in force then.
    on(Subjects.identityGuardianLinkChanged, 'notifications-guardian-links', async ({ data: l }) => {
      if (await d.store.isUserErased(l.studentUserId)) return;
      await directory.setGuardianLink({
        guardianUserId: l.guardianUserId, studentUserId: l.studentUserId, linked: l.linked ?? l.active, consentWithdrawn: l.consentWithdrawn ?? false,
      });
    }),
    // The language a person reads (identity): their emails are written in it.
    on(Subjects.identityUserLanguageChanged, 'notifications-languages', async ({ data: u }) => {
      if (await d.store.isUserErased(u.userId)) return;
      await directory.upsertRecipient({ userId: u.userId, language: u.language });
    }),
    // The district's time zone and digest hour, and its guardians' rule at the age of majority, as admins set them.
    on(Subjects.settingsSettingChanged, 'notifications-settings', async ({ data: s }) => {
      if (SETTINGS_KEPT.has(s.key) && s.value !== undefined) await d.store.control.setSetting(s.key, s.value);
    }),
    on(Subjects.rosterImportApplied, 'notifications-imports', async ({ data }) => { await d.notifier.notify([importApplied(data)]); }),
    on(Subjects.recordsExportCreated, 'notifications-exports', async ({ data }) => { await d.notifier.notify([exportReady(data)]); }),
    on(Subjects.recordsDeletionRequested, 'notifications-deletions', async ({ data }) => { await directory.rememberDeletion(data.deletionId, data.requestedBy); }),
    on(Subjects.recordsDeletionCompleting, 'notifications-deletions-done', async ({ data }) => {
      const by = await directory.deletionRequester(data.deletionId);
      if (by) await d.notifier.notify([deletionCompleted(data.deletionId, by)]);
    }),
  ];
}
