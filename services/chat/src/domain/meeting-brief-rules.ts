import { OPEN_STATUSES, type CollegeListEntry } from './college-list.js';

/**
 * The pre-meeting brief: one page a counselor reads before meeting a student, assembled from chat's read
 * model only, deterministically (same records and same day, same brief). Every line names the record it comes from,
 * so a counselor can check it; nothing is estimated that the records do not hold (an unknown deadline stays unknown).
 */
export type BriefSourceType = 'student_profile' | 'college_preferences' | 'college_list' | 'academic_plan' | 'documents' | 'counselor_note' | 'task';

/** A record a line comes from: its type and, when one record (an application, a document), its id. */
export interface BriefSource { type: BriefSourceType; recordId: string | null }
export interface BriefLine { text: string; sources: BriefSource[] }
export type BriefSectionKey = 'student' | 'college_list' | 'deadlines' | 'missing_materials' | 'flags' | 'academic_plan' | 'counseling' | 'profile_gaps' | 'topics';
export interface BriefSection { key: BriefSectionKey; title: string; lines: BriefLine[] }

export interface MeetingBrief {
  studentId: string;
  studentName: string;
  /** The day the brief counts deadlines from (YYYY-MM-DD). */
  today: string;
  sections: BriefSection[];
}

/** Statuses in the order an application moves through them (docs/colleges.md), for counting. */
const STATUS_ORDER = ['researching', 'planning', 'in_progress', 'submitted', 'admitted', 'waitlisted', 'deferred', 'denied', 'enrolled', 'declined'] as const;
const BINDING_PLANS = new Set(['ED', 'ED2']);
const NOT_HELD = new Set(['denied', 'declined']);
/** How many upcoming deadlines the brief lists, and how many applications' missing materials (it is one page). */
export const NEXT_DEADLINES = 3;
export const MISSING_LINES = 5;

export const src = (type: BriefSourceType, recordId: string | null = null): BriefSource => ({ type, recordId });
export const line = (text: string, ...sources: BriefSource[]): BriefLine => ({ text, sources });
export const app = (e: CollegeListEntry) => src('college_list', e.applicationId);
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const dayMs = (s: string) => Date.parse(`${s}T00:00:00.000Z`);
/** Whole days from today to a date (negative: past). Dates are YYYY-MM-DD, so no time zone is involved. */
export const daysFrom = (today: string, date: string) => Math.round((dayMs(date) - dayMs(today)) / 86_400_000);
export const inDays = (n: number) => (n === 0 ? 'today' : n === 1 ? 'tomorrow' : n > 0 ? `in ${n} days` : `${plural(-n, 'day')} ago`);

/** Applications still being prepared whose deadline is today or later, soonest first (then by name). */
export function upcomingDeadlines(list: CollegeListEntry[], today: string): (CollegeListEntry & { deadline: string })[] {
  return list
    .filter((e): e is CollegeListEntry & { deadline: string } => !!e.deadline && e.deadline >= today && OPEN_STATUSES.has(e.status))
    .sort((a, b) => a.deadline.localeCompare(b.deadline) || a.collegeName.localeCompare(b.collegeName));
}

/** Two or more binding plans (ED, ED2) not denied or declined: each of them (docs/colleges.md, TWO_BINDING). */
export function bindingApplications(list: CollegeListEntry[]): CollegeListEntry[] {
  const held = list.filter((e) => e.plan && BINDING_PLANS.has(e.plan) && !NOT_HELD.has(e.status));
  return held.length >= 2 ? held : [];
}

/** Deadline passed while the application is still being prepared (DEADLINE_PASSED), counted from today. */
export function passedDeadlines(list: CollegeListEntry[], today: string): CollegeListEntry[] {
  return list.filter((e) => !!e.deadline && e.deadline < today && OPEN_STATUSES.has(e.status));
}

/** "2 planning to apply, 1 submitted", in the statuses' order; only statuses present. */
export function statusCounts(list: CollegeListEntry[]): { status: string; count: number }[] {
  return STATUS_ORDER.map((status) => ({ status, count: list.filter((e) => e.status === status).length })).filter((c) => c.count > 0);
}
