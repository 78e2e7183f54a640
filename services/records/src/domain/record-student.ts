/** Enrollment statuses as the students service publishes them. */
export type StudentStatus = 'active' | 'alumni' | 'inactive';

/**
 * What the records service keeps on a student, from the students service's profile events: enough to name them,
 * to check that a student asks about themself, and to know since when they left (retention).
 */
export interface RecordStudent {
  studentId: string;
  userId: string;
  schoolId: string | null;
  name: string;
  status: StudentStatus;
  /** When the status last changed (the event's time); retention counts from here for alumni and inactive students. */
  statusSince: string;
  updatedAt: string;
}

export function studentName(first: string | null, last: string | null, email: string | null): string {
  return [first, last].filter(Boolean).join(' ').trim() || email || 'Student';
}
