import { DEFAULT_SCHOOL_ID, on, type EventSubscription } from '@counsel/kit';
import { Subjects, type ProfileUpserted } from '@counsel/proto-events';
import type { Plan } from '../domain/plan.js';
import type { StudentRecord } from '../domain/student.js';
import type { PlanningStore } from '../ports/planning-store.js';
import type { PlanChecks } from './plan-checks.js';
import { planChangedEvent } from './plan-events.js';

/**
 * Planning's copy of the student from the students service's profile: who they are, their school, counselor and
 * grade (the checks' horizon), and the coursework the record lists. Idempotent (an upsert); an erased student's late
 * events drop. A change of school or grade checks the plan again.
 */
export async function takeProfile(store: PlanningStore, checks: PlanChecks, e: ProfileUpserted, onSaved?: (s: StudentRecord) => Promise<void>): Promise<void> {
  if (await store.erasures.isErased(e.studentId) || await store.erasures.isUserErased(e.userId)) return;
  const student: StudentRecord = {
    studentId: e.studentId, userId: e.userId, schoolId: e.schoolId ?? DEFAULT_SCHOOL_ID, counselorUserId: e.counselorUserId ?? null,
    firstName: e.profile.firstName, lastName: e.profile.lastName, grade: e.profile.grade ? Number(e.profile.grade) : null,
    status: e.status ?? 'active',
    courses: e.profile.courses.map((c) => ({ courseName: c.courseName, level: c.level, mark: c.grade })),
  };
  const before = await store.students.get(e.studentId);
  const plan = await store.plans.get(e.studentId);
  const recheck = plan && (before?.grade !== student.grade || before?.schoolId !== student.schoolId);
  if (!recheck || !plan) {
    await store.write((w) => w.students.save(student));
  } else {
    const rules = await checks.rulesOf(student.schoolId);
    const checked: Plan = { ...plan, schoolId: student.schoolId, ...checks.evaluate(plan.entries, rules, student.grade) };
    await store.write((w) => {
      w.students.save(student);
      w.plans.save(checked);
    }, [planChangedEvent(checked, student)]);
    checks.committed();
  }
  await onSaved?.(student);
}

/** `onSaved`: the demo plans, seeded once their students are known. */
export const profileHandler = (store: PlanningStore, checks: PlanChecks, onSaved?: (s: StudentRecord) => Promise<void>): EventSubscription =>
  on(Subjects.studentsProfileUpserted, 'planning-students', (e) => takeProfile(store, checks, e.data, onSaved));
