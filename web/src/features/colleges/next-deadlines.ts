import type { ApplicationStatus } from '../../gql/graphql';
import { OPEN_STATUSES, daysText } from './college-format';

interface Dated {
  collegeName: string;
  deadline?: string | null;
  status: ApplicationStatus;
}

/**
 * The student's next deadlines: applications not yet submitted whose deadline is today or later, soonest first
 * (colleges by name on the same day), at most `shown`.
 */
export function nextDeadlines<T extends Dated>(applications: readonly T[], today: string, shown: number): T[] {
  return applications
    .filter((a) => a.deadline && a.deadline >= today && OPEN_STATUSES.includes(a.status))
    .sort((a, b) => (a.deadline ?? '').localeCompare(b.deadline ?? '') || a.collegeName.localeCompare(b.collegeName))
    .slice(0, shown);
}

/** "today", "in 1 day", "in 5 days": how far off an upcoming deadline is, in the reader's language. */
export const daysAhead = (days: number): string => daysText(days);
