import { outboxEvent, type OutboxEvent } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import type { Outcome } from '../domain/outcome.js';

/** The contract's limit of rows an event (an import of 5,000 rows is ten events, in the one transaction). */
const ROWS_PER_EVENT = 500;

/**
 * The events that report outcomes as they now stand, for reporting's history of past classes. Only the anonymous
 * columns (school, class, college, result) go out: never a student or application id, so what a follower holds is
 * already what stays after a deletion, and the anonymising itself changes nothing it knows.
 */
export function outcomesRecorded(outcomes: readonly Outcome[]): OutboxEvent[] {
  const events: OutboxEvent[] = [];
  for (let i = 0; i < outcomes.length; i += ROWS_PER_EVENT) {
    const rows = outcomes.slice(i, i + ROWS_PER_EVENT)
      .map((o) => ({ outcomeId: o.id, schoolId: o.schoolId, classYear: o.classYear, collegeId: o.collegeId, result: o.result }));
    events.push(outboxEvent(Subjects.outcomesOutcomesRecorded, { outcomes: rows }));
  }
  return events;
}
