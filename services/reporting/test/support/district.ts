import type { EventPayloads } from '@counsel/proto-events';
import { Subjects } from '@counsel/proto-events';

/**
 * A small district made at random (seeded, so a failure repeats), as the owning services would announce it, with
 * its final state beside the events: the tests count every figure straight from that state and compare.
 */
type Publish = { [S in keyof EventPayloads]: { subject: S; data: EventPayloads[S]; id?: string } }[keyof EventPayloads];

export interface TStudent { studentId: string; userId: string; schoolId: string; grade: '9' | '10' | '11' | '12'; classYear: number; counselorUserId: string | null; status: 'active' | 'alumni' }
export interface TApp { applicationId: string; collegeId: string; collegeName: string; status: string; deadline: string | null }
export interface District {
  events: Publish[];
  students: Map<string, TStudent>;
  apps: Map<string, TApp[]>;
  tasks: Map<string, { dueDate: string; done: Map<string, boolean> }>;
  letters: Map<string, { studentId: string; state: string }>;
  plans: Map<string, string>;
  meetings: Map<string, { studentId: string; counselorUserId: string; cancelled: boolean }>;
  signIns: { userId: string; role: string; week: string }[];
  names: Map<string, string>;
  schoolNames: Map<string, string>;
}

export function rng(seed: number) {
  let s = seed >>> 0;
  return () => { s = (s * 1664525 + 1013904223) >>> 0; return s / 2 ** 32; };
}

const NOW_AT = '2026-11-15T12:00:00.000Z';
/** What planning's event says beyond the track, which reporting does not count. */
const PLAN_DETAIL = { sets: [], problems: [], completedCourses: 0, plannedCourses: 0, updatedAt: NOW_AT };
const COLLEGES = [['c-1', 'Universidad de Puerto Rico'], ['c-2', 'Rice University'], ['c-3', 'Ohio State'], ['c-4', 'Smith College'], ['c-5', '=Formula College']];
const STATUSES = ['researching', 'planning', 'in_progress', 'submitted', 'admitted', 'waitlisted', 'deferred', 'denied', 'enrolled', 'declined'] as const;
const STATES = ['requested', 'accepted', 'declined', 'cancelled', 'submitted'] as const;
const TRACKS = ['ON_TRACK', 'AT_RISK', 'OFF_TRACK'] as const;
export const COUNSELORS: Record<string, string[]> = { 'school-a': ['u-priya', 'u-pat'], 'school-b': ['u-carl'] };

export function mondayOf(day: string) {
  const d = new Date(`${day.slice(0, 10)}T00:00:00.000Z`);
  return new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
}

export function makeDistrict(seed = 7, size = 80): District {
  const rand = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
  const d: District = {
    events: [], students: new Map(), apps: new Map(), tasks: new Map(), letters: new Map(), plans: new Map(), meetings: new Map(), signIns: [],
    names: new Map([['u-priya', 'Priya Patel'], ['u-pat', 'Pat Ó Briain'], ['u-carl', 'Carl Jönsson']]),
    schoolNames: new Map([['school-a', 'Lincoln High'], ['school-b', 'Escuela Núñez']]),
  };
  const push = (e: Publish) => d.events.push(e);
  for (const [id, name] of d.schoolNames) push({ subject: Subjects.rosterSchoolChanged, data: { schoolId: id, name, ncesId: null, city: null, state: null, archived: false } });
  for (const [id, name] of d.names) {
    const [firstName, ...rest] = name.split(' ');
    push({ subject: Subjects.identityUserCreated, data: { userId: id, email: `${id}@district.org`, role: 'counselor', createdBy: null, firstName, lastName: rest.join(' ') } });
  }
  const profile = (s: TStudent): Publish => ({
    subject: Subjects.studentsProfileUpserted,
    data: {
      studentId: s.studentId, userId: s.userId, schoolId: s.schoolId, status: s.status, counselorUserId: s.counselorUserId,
      profile: {
        firstName: 'Zoë', lastName: 'Test', email: null, dateOfBirth: null, siblings: null, gpa: null, satScore: null, actScore: null, classRank: null,
        grade: s.grade, highSchoolName: null, highSchoolLocation: null, apIbHonors: null, activitiesOutsideSchool: null, clubs: null,
        internshipsVolunteer: null, leadership: null, targetColleges: 0, courses: [], activities: [], updatedAt: '2026-11-01T00:00:00.000Z',
      },
    },
  });
  const day = (from: number, span: number) => new Date(Date.UTC(2026, 9, 1) + Math.floor(from + rand() * span) * 86_400_000).toISOString().slice(0, 10);
  const list = (s: TStudent, apps: TApp[]): Publish => ({
    subject: Subjects.collegesListChanged,
    data: {
      studentId: s.studentId, studentUserId: s.userId, updatedAt: '2026-11-10T00:00:00.000Z',
      applications: apps.map((a) => ({ ...a, status: a.status as typeof STATUSES[number], city: null, state: null, plan: null, missing: [], fit: { level: 'UNKNOWN' as const, reason: '' }, flags: [] })),
    },
  });
  for (let i = 0; i < size; i++) {
    const schoolId = rand() < 0.6 ? 'school-a' : 'school-b';
    const grade = pick(['9', '10', '11', '12', '12', '12'] as const);
    const s: TStudent = {
      studentId: `st-${i}`, userId: `u-s${i}`, schoolId, grade, classYear: 2027 + (12 - Number(grade)),
      counselorUserId: rand() < 0.9 ? pick(COUNSELORS[schoolId]) : null, status: rand() < 0.05 ? 'alumni' : 'active',
    };
    d.students.set(s.studentId, s);
    push(profile(s));
    const apps: TApp[] = [];
    const n = Math.floor(rand() * 6);
    for (let k = 0; k < n; k++) {
      const [collegeId, collegeName] = COLLEGES[k % COLLEGES.length];
      apps.push({ applicationId: `a-${i}-${k}`, collegeId, collegeName, status: pick(STATUSES), deadline: rand() < 0.85 ? day(0, 120) : null });
    }
    // Half the lists change after their first version (the final one is what counts).
    if (rand() < 0.5 && apps.length) push(list(s, apps.map((a) => ({ ...a, status: 'researching' }))));
    if (apps.length || rand() < 0.3) push(list(s, apps));
    d.apps.set(s.studentId, apps);
    if (rand() < 0.6) {
      const track = pick(TRACKS);
      if (rand() < 0.3) push({ subject: Subjects.planningPlanChanged, data: { studentId: s.studentId, studentUserId: s.userId, schoolId, status: 'DRAFT', track: pick(TRACKS), ...PLAN_DETAIL } });
      push({ subject: Subjects.planningPlanChanged, data: { studentId: s.studentId, studentUserId: s.userId, schoolId, status: 'SUBMITTED', track, ...PLAN_DETAIL } });
      d.plans.set(s.studentId, track);
    }
    for (let k = 0; k < Math.floor(rand() * 3); k++) {
      const requestId = `r-${i}-${k}`;
      const state = pick(STATES);
      const ev = (st: typeof STATES[number]): Publish => ({ subject: Subjects.lettersRequestChanged, data: { requestId, studentId: s.studentId, studentUserId: s.userId, teacherUserId: 'u-daniel', teacherName: 'Daniel', applicationIds: [], state: st, waived: true, at: NOW_AT } });
      if (state !== 'requested') push(ev('requested'));
      push(ev(state));
      d.letters.set(requestId, { studentId: s.studentId, state });
    }
    for (let k = 0; k < Math.floor(rand() * 3); k++) {
      const on = day(-60, 110);
      push({ subject: Subjects.identitySessionStarted, data: { userId: s.userId, role: 'student', at: `${on}T10:00:00.000Z` }, id: `signin-${i}-${k}` });
      d.signIns.push({ userId: s.userId, role: 'student', week: mondayOf(on) });
    }
  }
  // A redelivered sign-in (the same event id) counts once.
  const again = d.events.find((e) => e.subject === Subjects.identitySessionStarted);
  if (again) push({ ...again });
  for (const [id] of d.names) {
    const on = day(0, 60);
    push({ subject: Subjects.identitySessionStarted, data: { userId: id, role: 'counselor', at: `${on}T08:00:00.000Z` }, id: `signin-${id}` });
    d.signIns.push({ userId: id, role: 'counselor', week: mondayOf(on) });
  }
  const ids = [...d.students.keys()];
  for (let t = 0; t < 6; t++) {
    const taskId = `t-${t}`;
    const holders = ids.filter(() => rand() < 0.4);
    let dueDate = day(20, 80);
    const done = new Map(holders.map((h) => [h, false]));
    const task = (change: 'assigned' | 'edited' | 'removed' | 'done' | 'reopened', studentIds: string[]): Publish =>
      ({ subject: Subjects.counselingTaskChanged, data: { taskId, title: 'Ensayo', dueDate, applicationId: null, studentIds, change, at: NOW_AT } });
    push(task('assigned', holders));
    for (const h of holders) {
      if (rand() < 0.5) {
        push(task('done', [h])); done.set(h, true);
        if (rand() < 0.2) { push(task('reopened', [h])); done.set(h, false); }
      }
    }
    if (t === 1) { dueDate = day(0, 10); push(task('edited', holders)); }
    if (t === 2) { push(task('removed', holders)); continue; }
    d.tasks.set(taskId, { dueDate, done });
  }
  for (let m = 0; m < 40; m++) {
    const s = d.students.get(pick(ids))!;
    const counselorUserId = s.counselorUserId ?? pick(COUNSELORS[s.schoolId]);
    const cancelled = rand() < 0.2;
    const ev = (change: 'scheduled' | 'cancelled'): Publish => ({ subject: Subjects.counselingMeetingChanged, data: { meetingId: `m-${m}`, studentId: s.studentId, counselorUserId, counselorName: d.names.get(counselorUserId)!, startsAt: NOW_AT, lengthMinutes: 30, change, at: NOW_AT } });
    push(ev('scheduled'));
    if (cancelled) push(ev('cancelled'));
    d.meetings.set(`m-${m}`, { studentId: s.studentId, counselorUserId, cancelled });
  }
  // One student moves school (and counselor): everything of theirs moves with them.
  const mover = [...d.students.values()].find((s) => s.schoolId === 'school-a' && s.status === 'active' && (d.apps.get(s.studentId)?.length ?? 0) > 0);
  if (mover) {
    Object.assign(mover, { schoolId: 'school-b', counselorUserId: 'u-carl' });
    push(profile(mover));
  }
  return d;
}
