import { randomUUID } from 'node:crypto';
import type { Principal } from '@counsel/kit';
import type { Application, ApplicationChange } from '../domain/application.js';

/** History rows of one change, each with who (id and name, when the token carries one) and when. */
export function historyRows(p: Principal, a: Pick<Application, 'id' | 'studentId'>, summaries: readonly string[], at: string): ApplicationChange[] {
  const name = [p.firstName, p.lastName].filter(Boolean).join(' ').trim() || null;
  return summaries.map((summary) => ({ id: randomUUID(), applicationId: a.id, studentId: a.studentId, at, actorId: p.userId, actorName: name, summary }));
}
