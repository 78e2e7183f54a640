import type { CollegeListChanged } from '@counsel/proto-events';

/**
 * A student's college list as chat's read model keeps it: what the colleges service's list-changed event carries,
 * one entry per application. The latest event's list replaces the previous one; an empty list is no list.
 */
export type CollegeListEntry = CollegeListChanged['applications'][number];
export type FitLevel = CollegeListEntry['fit']['level'];

/** The marker the prompt gives the college list block; the answer cites it as [L]. */
export const COLLEGE_LIST_MARKER = 'L';
export const COLLEGE_LIST_TITLE = 'College list';

const PLAN_NAMES: Record<string, string> = {
  ED: 'Early Decision', ED2: 'Early Decision II', EA: 'Early Action', REA: 'Restrictive Early Action', RD: 'Regular Decision',
  ROLLING: 'Rolling', PRIORITY: 'Priority',
};
const STATUS_NAMES: Record<string, string> = {
  researching: 'researching', planning: 'planning to apply', in_progress: 'in progress', submitted: 'submitted', admitted: 'admitted',
  waitlisted: 'waitlisted', deferred: 'deferred', denied: 'denied', enrolled: 'enrolled', declined: 'declined',
};
/** Statuses before the application is sent: these are still "due" by their deadline. */
export const OPEN_STATUSES: ReadonlySet<string> = new Set(['researching', 'planning', 'in_progress']);

export const planName = (plan: string | null) => (plan ? PLAN_NAMES[plan] ?? plan : 'no plan chosen');
export const statusName = (status: string) => STATUS_NAMES[status] ?? status;

/** The college with where it is: "Stanford University (Stanford, CA)". */
export function collegeLabel(e: CollegeListEntry): string {
  const where = [e.city, e.state].filter(Boolean).join(', ');
  return where ? `${e.collegeName} (${where})` : e.collegeName;
}

/** The deadline in words; an unknown one is said to be unknown, never guessed. */
export function deadlineText(e: CollegeListEntry): string {
  return e.deadline ? `deadline ${e.deadline}` : 'no deadline entered';
}

/**
 * A list the context store hands out frozen is the same on every turn about the student until an event changes it:
 * each entry's line, read several times a turn (the prompt, the routing, the answer), is written once for it.
 */
const linesOfFrozen = new WeakMap<CollegeListEntry, string>();

/** One application as one line of facts (the prompt's block and the source's content). */
export function entryLine(e: CollegeListEntry): string {
  if (!Object.isFrozen(e)) return lineOf(e);
  let line = linesOfFrozen.get(e);
  if (line === undefined) linesOfFrozen.set(e, (line = lineOf(e)));
  return line;
}

function lineOf(e: CollegeListEntry): string {
  const parts = [
    collegeLabel(e), planName(e.plan), `status ${statusName(e.status)}`, deadlineText(e),
    e.missing.length ? `missing: ${e.missing.join(', ')}` : 'nothing missing',
    `fit ${e.fit.level}${e.fit.reason ? ` (${e.fit.reason})` : ''}`,
  ];
  if (e.flags.length) parts.push(`flags: ${e.flags.join(', ')}`);
  return parts.join('; ');
}
