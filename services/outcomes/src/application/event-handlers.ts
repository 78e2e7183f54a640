import { randomUUID } from 'node:crypto';
import { DEFAULT_SCHOOL_ID, on, type EventSubscription, type OutboxEvents } from '@counsel/kit';
import { Subjects, type CollegeListChanged, type EnrollmentChanged, type ProfileUpserted, type SettingChanged } from '@counsel/proto-events';
import { graduatingClassYear, isSubmitted, resultOf, type ApplicationPlan, type Outcome } from '../domain/outcome.js';
import type { ScattergramRules } from '../domain/scattergram.js';
import type { StudentRecord, TrackedApplication } from '../domain/student.js';
import type { OutcomesStore } from '../ports/outcomes-store.js';
import { outcomesRecorded, rulesChanged } from './outcome-events.js';

/** What a handler that records outcomes needs: the store, and the relay to wake after their events commit. */
export interface OutcomesWriter { store: OutcomesStore; events: Pick<OutboxEvents, 'committed'> }

/** The settings this service acts on (settings service keys). */
export const SETTING_KEYS = { minimum: 'scattergram_min_applicants', students: 'scattergram_students' } as const;

/** The student's school, status and scores as the students service publishes them; an erased student's late events drop. */
export async function takeProfile(store: OutcomesStore, e: ProfileUpserted): Promise<void> {
  if (await store.erasures.isErased(e.studentId) || await store.erasures.isUserErased(e.userId)) return;
  const student: StudentRecord = {
    studentId: e.studentId, userId: e.userId, schoolId: e.schoolId ?? DEFAULT_SCHOOL_ID, status: e.status ?? 'active',
    gpa: e.profile.gpa, sat: e.profile.satScore, act: e.profile.actScore,
  };
  await store.write((w) => w.students.save(student));
}

/**
 * The student's list as the colleges service publishes it, in full. An application first seen submitted (or
 * decided) takes a snapshot of the student's scores as they stand then, kept however the profile changes later;
 * one that left the list is forgotten (its outcome, if the class graduated, stays). A graduated class's outcome whose
 * decision changed is reported again.
 */
export async function takeList({ store, events }: OutcomesWriter, e: CollegeListChanged, at: string): Promise<void> {
  if (await store.erasures.isErased(e.studentId) || await store.erasures.isUserErased(e.studentUserId)) return;
  const student = await store.students.get(e.studentId);
  const held = new Map((await store.students.applications(e.studentId)).map((a) => [a.applicationId, a]));
  const next: TrackedApplication[] = e.applications.map((a) => {
    const before = held.get(a.applicationId);
    const snapshot = before?.submittedAt ? before : isSubmitted(a.status)
      ? { submittedAt: at, gpa: student?.gpa ?? null, sat: student?.sat ?? null, act: student?.act ?? null }
      : { submittedAt: null, gpa: null, sat: null, act: null };
    return {
      applicationId: a.applicationId, studentId: e.studentId, collegeId: a.collegeId, plan: a.plan, status: a.status,
      submittedAt: snapshot.submittedAt, gpa: snapshot.gpa, sat: snapshot.sat, act: snapshot.act,
    };
  });
  const kept = new Set(next.map((a) => a.applicationId));
  const results = new Map(next.map((a) => [a.applicationId, resultOf(a.status)]));
  const decided = (await store.outcomes.ofStudent(e.studentId)).flatMap((o) => {
    const result = o.applicationId ? results.get(o.applicationId) : null;
    return result && result !== o.result ? [{ ...o, result }] : [];
  });
  await store.write((w) => {
    for (const a of next) {
      w.students.saveApplication(a);
      const result = results.get(a.applicationId);
      if (result) w.outcomes.updateResult(a.applicationId, result);
    }
    for (const id of held.keys()) if (!kept.has(id)) w.students.removeApplication(id);
  }, outcomesRecorded(decided));
  if (decided.length) events.committed();
}

/**
 * The roster's rollover (or an admin) made a student an alumnus: each submitted application becomes an outcome of
 * the school's class of that year, with its snapshot and its decision. Once per application (redelivery is normal):
 * an application that has its outcome already is skipped, so its event is not sent twice under a new id.
 */
export async function takeEnrollment({ store, events }: OutcomesWriter, e: EnrollmentChanged, at: string): Promise<void> {
  if (e.status !== 'alumni' || await store.erasures.isUserErased(e.studentUserId)) return;
  for (const student of await store.students.ofUser(e.studentUserId)) {
    const recorded = new Set((await store.outcomes.ofStudent(student.studentId)).map((o) => o.applicationId));
    const submitted = (await store.students.applications(student.studentId)).filter((a) => isSubmitted(a.status) && !recorded.has(a.applicationId));
    const classYear = graduatingClassYear(at);
    const outcomes = submitted.map((a): Outcome => ({
      id: randomUUID(), schoolId: e.schoolId, classYear, collegeId: a.collegeId, plan: a.plan as ApplicationPlan | null, result: resultOf(a.status)!,
      gpa: a.gpa, sat: a.sat, act: a.act, source: 'ROLLOVER', importId: null, studentId: student.studentId, applicationId: a.applicationId,
    }));
    await store.write((w) => {
      w.students.save({ ...student, schoolId: e.schoolId, status: 'alumni' });
      for (const o of outcomes) w.outcomes.add(o);
    }, outcomesRecorded(outcomes));
    if (outcomes.length) events.committed();
  }
}

/**
 * The district's scattergram switches as an admin saves them in the settings service. The rules as applied go out
 * with them (the colleges service's fit from the school's history follows the same minimum and the same switch).
 */
export async function takeSetting({ store, events }: OutcomesWriter, s: SettingChanged): Promise<void> {
  if (s.value === undefined) return;
  const rules: ScattergramRules = await store.settings.rules();
  let next: ScattergramRules;
  if (s.key === SETTING_KEYS.minimum) {
    const n = Number(s.value);
    if (!Number.isInteger(n) || n < 1) return;
    next = { ...rules, minimumApplicants: n };
  } else if (s.key === SETTING_KEYS.students) {
    next = { ...rules, studentsMaySee: s.value === 'true' };
  } else return;
  await store.write((w) => w.settings.saveRules(next), [rulesChanged(next)]);
  events.committed();
}

export const outcomesHandlers = (store: OutcomesStore, events: OutcomesWriter['events']): EventSubscription[] => [
  on(Subjects.studentsProfileUpserted, 'outcomes-students', (e) => takeProfile(store, e.data)),
  on(Subjects.collegesListChanged, 'outcomes-lists', (e) => takeList({ store, events }, e.data, e.time)),
  // One student's applications at a time: two deliveries of one graduation must not both read "no outcome yet".
  on(Subjects.rosterEnrollmentChanged, 'outcomes-enrollments', (e) => takeEnrollment({ store, events }, e.data, e.time), { concurrency: 1 }),
  on(Subjects.settingsSettingChanged, 'outcomes-settings', (e) => takeSetting({ store, events }, e.data)),
];
