import ical, { ICalCalendarMethod } from 'ical-generator';
import type { ApplicationStatus, Plan } from './application.js';

/** One application as the calendar feed shows it. */
export interface CalendarApplication {
  id: string;
  collegeName: string;
  plan: Plan | null;
  /** Accepted for the callers' convenience but never written: an admission decision does not belong in a feed
   *  that anyone holding its address can read. */
  status?: ApplicationStatus;
  /** The deadline in force (YYYY-MM-DD), or null when unknown: no event then (never guessed). */
  deadline: string | null;
  /** Short names of what is still missing ("Essays", "Recommendation: Ms Lee"). */
  missing: string[];
}

export interface CalendarInput {
  applications: CalendarApplication[];
  /** DTSTAMP of every event (default: the current time); fixed in tests so the output is reproducible. */
  now?: Date;
}

// How a plan reads in an event title ("MIT — Early Decision deadline").
const PLAN_WORDS: Record<Plan, string> = {
  ED: 'Early Decision', ED2: 'Early Decision II', EA: 'Early Action', REA: 'Restrictive Early Action',
  RD: 'Regular Decision', ROLLING: 'Rolling admission', PRIORITY: 'Priority',
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The feed's name in a calendar app: the same for everyone, since the feed's address works without a session. */
export const CALENDAR_NAME = 'College deadlines';

/** Subscribed calendars refetch the feed this often (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
export const CALENDAR_REFRESH_SECONDS = 6 * 3600;

/**
 * renderCalendarIcs({ applications, now? }) → the ICS text (RFC 5545) of a student's deadline feed: one all-day
 * VEVENT per application with a deadline, nothing for unknown deadlines. Every line ends with CRLF, the last too.
 *
 * Each event's UID is "<application id>-<yyyymmdd>@counsel-colleges": the same application and date keep their UID
 * across refreshes, so a subscribed phone calendar updates the event (its missing materials) instead of adding a
 * copy; a moved deadline is a new event and the old one disappears with the next refresh. The feed holds only the
 * college, the plan, the date and the missing materials: its address is readable without a session, so not even
 * the calendar's name says whose deadlines these are.
 * Throws RangeError on a deadline that is not a real YYYY-MM-DD date (a caller's bug, not user input).
 */
export function renderCalendarIcs(input: CalendarInput): string {
  const calendar = ical({
    name: CALENDAR_NAME,
    prodId: { company: 'Counsel', product: 'College deadlines', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: CALENDAR_REFRESH_SECONDS,
  });
  const stamp = input.now ?? new Date();
  for (const app of input.applications) {
    if (!app.deadline) continue;
    const start = parseDay(app.deadline);
    const end = new Date(start.getTime() + 86_400_000);
    calendar.createEvent({
      id: `${app.id}-${app.deadline.replaceAll('-', '')}@counsel-colleges`,
      start,
      end,
      allDay: true,
      stamp,
      summary: `${app.collegeName} — ${app.plan ? `${PLAN_WORDS[app.plan]} deadline` : 'application deadline'}`,
      description: app.missing.length ? `Missing: ${app.missing.join('; ')}` : 'Nothing missing on the checklist.',
    });
  }
  // ical-generator ends the last line without its CRLF, which RFC 5545 requires and strict readers expect.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

/** A YYYY-MM-DD day as midnight UTC (all-day events are written from the UTC date, whatever the server's zone). */
function parseDay(day: string): Date {
  const m = DAY.exec(day);
  const date = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== day) throw new RangeError(`Not a YYYY-MM-DD date: ${day}`);
  return date;
}
