import { addDays } from '@counsel/kit';
import { deadlineReminders, REMINDER_HORIZON } from '../domain/rules/deadline-rule.js';
import { taskDue } from '../domain/rules/counseling-rules.js';
import type { ApplicationDeadline, NotificationDraft, StudentFacts } from '../domain/notification.js';
import type { DueCursor, NotificationsStore, TaskCursor } from '../ports/notifications-store.js';
import type { Notifier } from './notifier.js';

/** Rows per page of a pass: bounded memory however large the district. */
const PAGE = 5_000;

/**
 * Deadline reminders and due-tomorrow task reminders, from the deadlines in force (colleges' list events, curated
 * else the student's own, as the board shows them) and the open tasks. A pass walks what falls due within the
 * horizon a page at a time; a student's list change is checked at once for that student.
 */
export class Reminders {
  constructor(private readonly deps: { store: NotificationsStore; notifier: Notifier }) {}

  /** One student's reminders for `today` (their list just changed). */
  async forStudent(studentId: string, today: string): Promise<number> {
    const { directory } = this.deps.store;
    const student = await directory.student(studentId);
    if (!student) return 0;
    return (await this.deps.notifier.notify(await this.drafts(await directory.applicationsOf(studentId), new Map([[studentId, student]]), today))).length;
  }

  /** Every reminder due `today` (the district's local day): deadlines up to the horizon, tasks due tomorrow. */
  async pass(today: string): Promise<{ applications: number; added: number }> {
    const { directory } = this.deps.store;
    let applications = 0;
    let added = 0;
    let after: DueCursor | null = null;
    for (;;) {
      const page = await directory.applicationsDue(today, addDays(today, REMINDER_HORIZON), after, PAGE);
      if (page.length === 0) break;
      applications += page.length;
      after = page[page.length - 1];
      const students = new Map((await directory.students([...new Set(page.map((a) => a.studentId))])).map((s) => [s.studentId, s]));
      added += (await this.deps.notifier.notify(await this.drafts(page, students, today))).length;
    }
    const tomorrow = addDays(today, 1);
    let afterTask: TaskCursor | null = null;
    for (;;) {
      const page = await directory.openTasksDue(tomorrow, afterTask, PAGE);
      if (page.length === 0) break;
      afterTask = page[page.length - 1];
      const students = new Map((await directory.students([...new Set(page.map((t) => t.studentId))])).map((s) => [s.studentId, s]));
      const drafts = await Promise.all(page.map(async (t) => {
        const s = students.get(t.studentId);
        return s ? (await this.deps.notifier.audience.ofStudent(s, 'TASK_DUE')).map((userId) => taskDue(t, s.studentId, userId)) : [];
      }));
      added += (await this.deps.notifier.notify(drafts.flat())).length;
    }
    return { applications, added };
  }

  private async drafts(apps: readonly ApplicationDeadline[], students: Map<string, StudentFacts>, today: string): Promise<NotificationDraft[]> {
    // The page's guardians in one read (their links, weighed on the day), not one per application or student.
    const guardians = await this.deps.notifier.audience.guardiansInForce([...students.values()]);
    const out: NotificationDraft[] = [];
    for (const a of apps) {
      const s = students.get(a.studentId);
      if (!s) continue;
      out.push(...deadlineReminders(a, s, [s.userId, ...guardians.get(s.userId) ?? []], today));
    }
    return out;
  }
}
