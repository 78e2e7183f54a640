import { phrase } from '@counsel/kit';
import type { RequirementSetCheck, PlanProblem } from './checks.js';

export const PLAN_STATUSES = ['DRAFT', 'SUBMITTED', 'RETURNED', 'APPROVED'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];
export const TERMS = ['FULL_YEAR', 'FALL', 'SPRING', 'SUMMER'] as const;
export type Term = (typeof TERMS)[number];
export const TRACKS = ['ON_TRACK', 'AT_RISK', 'OFF_TRACK'] as const;
export type Track = (typeof TRACKS)[number];

/** An entry as stored: the course it names and where it sits; its code, title and credits as when it was placed. */
export interface PlanEntry {
  courseId: string;
  code: string;
  title: string;
  credits: number;
  subjectArea: string;
  grade: number;
  term: Term;
  state: 'COMPLETED' | 'PLANNED';
  mark: string | null;
}

export interface PlanComment { id: string; authorUserId: string; authorName: string; text: string; createdAt: string }
export interface PlanHistoryEntry { at: string; actorUserId: string; actorName: string; action: string; detail: string | null }

/** The plan as stored; its checks are worked out on every change and kept with it (the list reads their status). */
export interface Plan {
  studentId: string;
  schoolId: string;
  status: PlanStatus;
  entries: PlanEntry[];
  checks: RequirementSetCheck[];
  problems: PlanProblem[];
  submittedAt: string | null;
  reviewedAt: string | null;
  updatedAt: string | null;
}

/** The worst status over the sets (a plan with no set to check is on track). */
export function worstTrack(checks: readonly { status: Track }[]): Track {
  if (checks.some((c) => c.status === 'OFF_TRACK')) return 'OFF_TRACK';
  return checks.some((c) => c.status === 'AT_RISK') ? 'AT_RISK' : 'ON_TRACK';
}

export const PLAN_MESSAGES = {
  entries: 'Entries must be a list of up to 80 courses',
  grade: 'Grade must be 9, 10, 11 or 12',
  term: `Term must be one of ${TERMS.join(', ')}`,
  state: 'State must be COMPLETED or PLANNED',
  mark: 'A completed course needs its mark (A+ to F, or P); a planned one has none',
  courseId: 'Each entry needs a course of the school\'s catalog',
  unknownCourse: (id: string) => phrase("Course {{course}} is not in the school's catalog", { course: id }),
  approved: 'This plan is approved: it changes only by a new submission (submit the changed plan)',
  notSubmitted: 'Only a submitted plan can be approved or returned',
  decision: 'Decision must be APPROVE or RETURN',
  comment: 'Comment must be text of up to 2,000 characters',
  commentRequired: 'Say why the plan goes back: a comment is required to return it',
  text: 'Comment text is required (up to 2,000 characters)',
  notFound: 'Student not found',
} as const;
