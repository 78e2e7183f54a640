import type { RecordStudent } from './record-student.js';

const DAY_MS = 86_400_000;

/** When a student who left (graduated or deactivated) falls due for deletion; null while they are active. */
export function retentionDueAt(s: Pick<RecordStudent, 'status' | 'statusSince'>, days: number): string | null {
  if (s.status === 'active') return null;
  return new Date(Date.parse(s.statusSince) + days * DAY_MS).toISOString();
}

/** The latest statusSince that is due at `now`: students who left on or before it are due. */
export function leftOnOrBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}

export function daysAgo(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}
