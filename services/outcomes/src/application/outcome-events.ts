import { outboxEvent, type OutboxEvent } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import type { Outcome } from '../domain/outcome.js';
import type { ScattergramRules } from '../domain/scattergram.js';

/** The contract's limit of rows an event (an import of 5,000 rows is ten events of each subject, in the one transaction). */
const ROWS_PER_EVENT = 500;

/**
 * The events that report outcomes as they now stand: for reporting's history of past classes, only the anonymous
 * columns (school, class, college, result); for the colleges service's fit from the school's history, the
 * scattergram's points (school, college, result, scores: no class year). Never a student or application id, so what
 * a follower holds is already what stays after a deletion, and the anonymising itself changes nothing it knows.
 */
export function outcomesRecorded(outcomes: readonly Outcome[]): OutboxEvent[] {
  const events: OutboxEvent[] = [];
  for (let i = 0; i < outcomes.length; i += ROWS_PER_EVENT) {
    const page = outcomes.slice(i, i + ROWS_PER_EVENT);
    const rows = page.map((o) => ({ outcomeId: o.id, schoolId: o.schoolId, classYear: o.classYear, collegeId: o.collegeId, result: o.result }));
    const points = page.map((o) => ({ outcomeId: o.id, schoolId: o.schoolId, collegeId: o.collegeId, result: o.result, gpa: o.gpa, sat: o.sat, act: o.act }));
    events.push(outboxEvent(Subjects.outcomesOutcomesRecorded, { outcomes: rows }), outboxEvent(Subjects.outcomesHistoryRecorded, { points }));
  }
  return events;
}

/** The scattergram's rules as this service now applies them, for the colleges service's fit. */
export const rulesChanged = (rules: ScattergramRules): OutboxEvent =>
  outboxEvent(Subjects.outcomesScattergramRulesChanged, { minimumApplicants: rules.minimumApplicants, studentsMaySee: rules.studentsMaySee });
