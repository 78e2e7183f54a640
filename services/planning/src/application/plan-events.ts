import { outboxEvent, type OutboxEvent } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import type { Plan } from '../domain/plan.js';
import { worstTrack } from '../domain/plan.js';
import type { StudentRecord } from '../domain/student.js';

/**
 * The plan as checked, for chat's read model (the assistant's answers and the counselor's brief) and reporting's
 * counts by track: its status, and per
 * requirement set its status and each requirement still missing. Goes in the unit of work that saves the plan.
 */
export function planChangedEvent(plan: Plan, student: Pick<StudentRecord, 'studentId' | 'userId' | 'schoolId'>, now = new Date()): OutboxEvent {
  return outboxEvent(Subjects.planningPlanChanged, {
    studentId: student.studentId, studentUserId: student.userId, schoolId: student.schoolId, status: plan.status, track: worstTrack(plan.checks),
    sets: plan.checks.map((c) => ({
      setId: c.setId, setName: c.setName, status: c.status, summary: c.summary,
      missing: c.requirements.filter((r) => !r.met).map((r) => ({ label: r.label, summary: r.summary })),
    })),
    problems: plan.problems.map((p) => p.message).slice(0, 20),
    completedCourses: plan.entries.filter((e) => e.state === 'COMPLETED').length,
    plannedCourses: plan.entries.filter((e) => e.state === 'PLANNED').length,
    updatedAt: plan.updatedAt ?? now.toISOString(),
  }, now);
}
