import type { Enrollment } from './enrollment.js';
import type { Grade } from './roster-record.js';

const NEXT: Record<Grade, Grade | 'graduate'> = { '9': '10', '10': '11', '11': '12', '12': 'graduate' };

/**
 * What the year-end rollover does to one enrollment: up a grade, or (grade 12) out as an alumnus; null when
 * it is left alone (not active, or no grade). The caller recomputes the caseload for the new grade.
 */
export function rolledOver(e: Enrollment, now: string): Enrollment | null {
  if (e.status !== 'active' || e.grade === null) return null;
  const next = NEXT[e.grade];
  if (next === 'graduate') return { ...e, status: 'alumni', graduatedAt: now, updatedAt: now };
  return { ...e, grade: next, updatedAt: now };
}

/** A rollover once applied. */
export interface RolloverRecord {
  id: string;
  actorId: string;
  promoted: number;
  graduated: number;
  at: string;
}
