import { randomUUID } from 'node:crypto';
import { DEMO_STUDENT_PROFILES, DEMO_USERS, type Logger, type Principal, addDays, isoDay } from '@counsel/kit';
import type { Application, ApplicationStatus, Materials, Plan } from '../domain/application.js';
import type { CuratedDeadline } from '../domain/application.js';
import { cycleFor } from '../domain/cycle.js';
import { addedSummary } from '../domain/history.js';
import { defaultMaterials } from '../domain/materials.js';
import type { StudentRecord } from '../domain/student-record.js';
import { historyRows } from './actor.js';
import type { CollegesEvents } from './colleges-events.js';
import { ListViews, type ListsDeps } from './list-views.js';

const MAYA = DEMO_STUDENT_PROFILES[0].id;
const JORDAN = DEMO_STUDENT_PROFILES[1].id;
const COUNSELOR = DEMO_USERS.find((u) => u.role === 'counselor')!;

interface DemoEntry {
  collegeId: string;
  /** Used when the catalog does not have the college (yet). */
  name: string;
  plan: Plan | null;
  status: ApplicationStatus;
  /** Curated deadlines of this college for the student's cycle, in days from the seed day. */
  curated: Partial<Record<Plan, number>>;
  materials?: Partial<Materials>;
}

/**
 * Maya (grade 12) has five colleges in different states: MIT submitted, Georgia Tech in progress with missing
 * materials, Rice as her Early Decision, Michigan and Berkeley still researched. Their curated deadlines fall
 * within 7, 14 and 30 days of the day the demo was seeded, so the demo counselor's board has something to show.
 */
const MAYA_LIST: DemoEntry[] = [
  { collegeId: '166683', name: 'Massachusetts Institute of Technology', plan: 'EA', status: 'submitted', curated: { EA: -10, RD: 40 },
    materials: { applicationForm: true, essays: true, transcript: 'sent', testScores: 'sent', recommendations: [{ name: 'Dr Okafor', state: 'submitted' }, { name: 'Ms Lee', state: 'submitted' }], fee: 'paid' } },
  { collegeId: '139755', name: 'Georgia Institute of Technology-Main Campus', plan: 'EA', status: 'in_progress', curated: { EA: 5, RD: 50 },
    materials: { applicationForm: true, transcript: 'requested', recommendations: [{ name: 'Ms Lee', state: 'requested' }] } },
  { collegeId: '227757', name: 'Rice University', plan: 'ED', status: 'planning', curated: { ED: 12, RD: 45 } },
  { collegeId: '170976', name: 'University of Michigan-Ann Arbor', plan: 'RD', status: 'researching', curated: { EA: 3, RD: 26 } },
  { collegeId: '110635', name: 'University of California-Berkeley', plan: 'RD', status: 'researching', curated: { RD: 7 } },
];

/** Jordan (grade 11) is a year out: three colleges researched or planned, deadlines next autumn. */
const JORDAN_LIST: DemoEntry[] = [
  { collegeId: '243780', name: 'Purdue University-Main Campus', plan: 'EA', status: 'planning', curated: { EA: 340, RD: 400 } },
  { collegeId: '236948', name: 'University of Washington-Seattle Campus', plan: 'RD', status: 'researching', curated: { RD: 370 } },
  { collegeId: '110662', name: 'University of California-Los Angeles', plan: null, status: 'researching', curated: { RD: 372 } },
];

/**
 * Demo lists, seeded when the read model first learns of a demo student (their profile events arrive at start-up).
 * Once per student: a student whose list ever changed (also one emptied since) is left alone. Curated deadlines
 * are written only for a college and cycle nobody has curated, computed from the seed day.
 */
export function seedDemoList(d: ListsDeps & { events: CollegesEvents }, student: StudentRecord, log: Logger): Promise<void> {
  // Profile events of one student can be handled side by side: one seed at a time, so the second finds the list.
  const run = seeding.then(() => seedOnce(d, student, log));
  seeding = run.catch(() => undefined);
  return run;
}

let seeding: Promise<unknown> = Promise.resolve();

async function seedOnce(d: ListsDeps & { events: CollegesEvents }, student: StudentRecord, log: Logger): Promise<void> {
  const entries = student.studentId === MAYA ? MAYA_LIST : student.studentId === JORDAN ? JORDAN_LIST : null;
  if (!entries || await d.store.applications.hasHistory(student.studentId) || (await d.store.applications.ofStudent(student.studentId)).length > 0) return;
  const views = new ListViews(d);
  const now = views.now();
  const today = isoDay(now);
  const at = now.toISOString();
  const cycle = cycleFor(student.grade, now);
  const colleges = await d.catalog.getMany(entries.map((e) => e.collegeId));
  for (const e of entries) {
    if ((await d.store.deadlines.ofCollege(e.collegeId, cycle)).length > 0) continue;
    const deadlines: CuratedDeadline[] = Object.entries(e.curated).map(([plan, days]) =>
      ({ collegeId: e.collegeId, cycle, plan: plan as Plan, date: addDays(today, days), updatedBy: COUNSELOR.id, updatedAt: at }));
    await d.store.write((w) => w.deadlines.replace({ collegeId: e.collegeId, cycle, deadlines }));
  }
  const apps: Application[] = entries.map((e) => ({
    id: randomUUID(), studentId: student.studentId, collegeId: e.collegeId, collegeName: colleges.get(e.collegeId)?.name ?? e.name,
    plan: e.plan, status: e.status, cycle, ownDeadline: null,
    materials: { ...defaultMaterials(colleges.get(e.collegeId)?.testPolicy ?? null), ...e.materials }, createdAt: at, updatedAt: at,
  }));
  const actor: Principal = { userId: COUNSELOR.id, email: COUNSELOR.email, firstName: COUNSELOR.firstName, lastName: COUNSELOR.lastName, role: 'counselor', sessionId: null };
  const list = await views.list(student, apps, colleges);
  for (const [i, app] of apps.entries()) {
    await d.store.write((w) => {
      w.applications.add(app);
      for (const h of historyRows(actor, app, [addedSummary(app)], at)) w.applications.recordChange(h);
    }, i === apps.length - 1 ? [d.events.listChanged(student, list, now)] : []);
  }
  d.events.committed();
  log.info({ studentId: student.studentId, applications: apps.length }, 'demo college list seeded');
}
