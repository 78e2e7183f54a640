import type { ApplicationStatus } from '../../gql/graphql';
import { nextDeadlines } from '../colleges/next-deadlines';

interface SummaryInput {
  applications: readonly { id: string; collegeName: string; plan?: string | null; status: ApplicationStatus; deadline?: string | null; missing: readonly string[] }[];
  tasks: readonly { done: boolean }[];
  meetings: readonly { startsAt: string }[];
}

/** What a child's card on the guardian's home shows: the next deadlines, open tasks and meetings still to come. */
export function childSummary({ applications, tasks, meetings }: SummaryInput, today: string, now: string, shown = 3) {
  return {
    next: nextDeadlines(applications, today, shown),
    openTasks: tasks.filter((t) => !t.done).length,
    upcomingMeetings: meetings.filter((m) => m.startsAt >= now).length,
  };
}
