/** A college on a student's list: its plan, status, deadline and materials checklist. */
export const PLANS = ['ED', 'ED2', 'EA', 'REA', 'RD', 'ROLLING', 'PRIORITY'] as const;
export type Plan = (typeof PLANS)[number];
export const STATUSES = [
  'researching', 'planning', 'in_progress', 'submitted', 'admitted', 'waitlisted', 'deferred', 'denied', 'enrolled', 'declined',
] as const;
export type ApplicationStatus = (typeof STATUSES)[number];

export type TranscriptState = 'not_requested' | 'requested' | 'sent';
export type TestScoresState = 'not_sent' | 'sent' | 'not_required';
export type FeeState = 'unpaid' | 'paid' | 'waived';
export interface Recommendation { name: string; state: 'requested' | 'submitted' }

export interface Materials {
  applicationForm: boolean;
  essays: boolean;
  transcript: TranscriptState;
  testScores: TestScoresState;
  recommendations: Recommendation[];
  fee: FeeState;
}

export interface Application {
  id: string;
  studentId: string;
  collegeId: string;
  /** Denormalised from the catalog so lists, the board and events need no join. */
  collegeName: string;
  plan: Plan | null;
  status: ApplicationStatus;
  /** The year of entry the application is for (2027: starting college in autumn 2027). */
  cycle: number;
  /** A deadline set for this student only (YYYY-MM-DD), else null (the curated one applies). */
  ownDeadline: string | null;
  materials: Materials;
  createdAt: string;
  updatedAt: string;
}

/** One change to an application, kept with who and when. */
export interface ApplicationChange {
  id: string;
  applicationId: string;
  studentId: string;
  at: string;
  actorId: string;
  actorName: string | null;
  summary: string;
}

/** A deadline counselors curated for one college, cycle and plan (shared across the district). */
export interface CuratedDeadline {
  collegeId: string;
  cycle: number;
  plan: Plan;
  date: string;
  updatedBy: string | null;
  updatedAt: string;
}
