/**
 * What one student adds to the district's figures. The read model keeps each student's facts (applications, tasks,
 * letters, plan, meetings, sign-ins) and, beside them, counts per school and class year; a change to a student
 * takes away what they added before and adds what they add now, so a dashboard reads counts, never the rows.
 */

/** The statuses at which an application went in (a decision implies it did). */
export const SUBMITTED = new Set(['submitted', 'admitted', 'waitlisted', 'deferred', 'denied', 'enrolled', 'declined']);
export const ADMITTED = new Set(['admitted', 'enrolled']);
/** Letters asked for and not yet sent: requested or accepted by the teacher. */
export const OUTSTANDING_LETTERS = new Set(['requested', 'accepted']);

export type Figure = 'students' | 'funnel' | 'deadline' | 'admit' | 'admits' | 'task' | 'letter' | 'plan' | 'meeting' | 'signin';

export interface StudentFacts {
  studentId: string;
  userId: string;
  schoolId: string;
  classYear: number | null;
  counselorUserId: string | null;
  status: string;
}
export interface ApplicationFact { applicationId: string; collegeId: string; collegeName: string; status: string; deadline: string | null }
export interface TaskFact { taskId: string; dueDate: string; done: boolean }
export interface LetterFact { requestId: string; state: string }
export interface MeetingFact { meetingId: string; counselorUserId: string; cancelled: boolean }
export interface StudentDetails {
  applications: ApplicationFact[];
  tasks: TaskFact[];
  letters: LetterFact[];
  planTrack: string | null;
  meetings: MeetingFact[];
  signinWeeks: string[];
}

/** What the read model holds about one student, as their record's export shows it: plain facts, no ids of others. */
export interface StudentRecordFacts {
  userId: string;
  schoolId: string;
  schoolName: string | null;
  classYear: number | null;
  status: string;
  applications: { college: string; status: string; deadline: string | null }[];
  planTrack: string | null;
  counts: { tasks: number; tasksDone: number; meetings: number; letterRequests: number; signIns: number };
}

/** The kinds of item an erasure removes here, in the words the records service shows. */
export const ERASED_ITEMS = ['dashboard student record', 'application statuses', 'task assignments', 'letter requests', 'plans', 'meetings', 'sign-ins'] as const;

/** One count: a figure, its two keys (empty where unused) and how many. */
export interface Contribution { figure: Figure; k1: string; k2: string; n: number }

export const NO_COUNSELOR = '';

/** Everything one student adds (nothing for a student who left: alumni and inactive students are not counted). */
export function contributionsOf(s: StudentFacts | null, d: StudentDetails): Contribution[] {
  if (!s || s.status !== 'active') return [];
  const c = s.counselorUserId ?? NO_COUNSELOR;
  const out: Contribution[] = [{ figure: 'students', k1: c, k2: '', n: 1 }];
  const apps = d.applications;
  if (apps.length) out.push({ figure: 'funnel', k1: 'researching', k2: c, n: 1 });
  if (apps.some((a) => SUBMITTED.has(a.status))) out.push({ figure: 'funnel', k1: 'submitted', k2: c, n: 1 });
  if (apps.some((a) => ADMITTED.has(a.status))) out.push({ figure: 'funnel', k1: 'admitted', k2: c, n: 1 });
  const admits = apps.filter((a) => ADMITTED.has(a.status)).length;
  if (admits) out.push({ figure: 'admits', k1: '', k2: '', n: admits });
  for (const a of apps) {
    if (a.deadline) out.push({ figure: 'deadline', k1: a.deadline, k2: SUBMITTED.has(a.status) ? 'submitted' : 'open', n: 1 });
    if (ADMITTED.has(a.status)) out.push({ figure: 'admit', k1: a.collegeId, k2: a.collegeName, n: 1 });
  }
  for (const t of d.tasks) out.push({ figure: 'task', k1: t.dueDate, k2: t.done ? 'done' : 'open', n: 1 });
  for (const l of d.letters) out.push({ figure: 'letter', k1: l.state, k2: '', n: 1 });
  if (d.planTrack) out.push({ figure: 'plan', k1: d.planTrack, k2: '', n: 1 });
  for (const m of d.meetings) if (!m.cancelled) out.push({ figure: 'meeting', k1: m.counselorUserId, k2: '', n: 1 });
  for (const w of d.signinWeeks) out.push({ figure: 'signin', k1: w, k2: '', n: 1 });
  return out;
}

/** The district's slice of the counts, and every class's. */
export const DISTRICT = '*';
export const ALL_CLASSES = -1;
/** A student whose grade is unknown belongs to no class (but counts in every class's slice). */
const NO_CLASS = 0;

/** What one student adds, where: their school and class. */
export interface Placed { schoolId: string; classYear: number; items: Contribution[] }

export function placed(s: StudentFacts, d: StudentDetails | null): Placed {
  return { schoolId: s.schoolId, classYear: s.classYear ?? NO_CLASS, items: d ? contributionsOf(s, d) : [] };
}

/** One count to add to (n may be negative). */
export interface CountChange extends Contribution { schoolId: string; classYear: number }

/**
 * What the counts change by when students go from `before` to `after`, in the four slices each counts in (their
 * school's and the district's, their class's and every class's). Most of a student's counts are the same before and
 * after, so only what differs is written.
 */
export function countChanges(before: readonly (Placed | null)[], after: readonly (Placed | null)[]): CountChange[] {
  const delta = new Map<string, number>();
  const collect = (p: Placed | null, sign: 1 | -1) => {
    for (const c of p?.items ?? []) {
      const k = [c.figure, p!.schoolId, p!.classYear, c.k1, c.k2].join('\u0000');
      delta.set(k, (delta.get(k) ?? 0) + sign * c.n);
    }
  };
  before.forEach((p) => collect(p, -1));
  after.forEach((p) => collect(p, 1));
  const out: CountChange[] = [];
  for (const [k, n] of delta) {
    if (n === 0) continue;
    const [figure, school, year, k1, k2] = k.split('\u0000');
    for (const schoolId of [school, DISTRICT]) {
      for (const classYear of [Number(year), ALL_CLASSES]) out.push({ figure: figure as Figure, schoolId, classYear, k1, k2, n });
    }
  }
  return out;
}
