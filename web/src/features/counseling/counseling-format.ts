import dayjs from 'dayjs';
import type { MeetingKind, MeetingState, NoteTag } from '../../gql/graphql';

/** Words for the counseling wire values, one place for every screen. */
export const TAG_LABELS: Record<NoteTag, string> = {
  academic: 'Academic',
  college: 'College',
  personal: 'Personal',
  family_contact: 'Family contact',
};
export const TAG_OPTIONS = (Object.keys(TAG_LABELS) as NoteTag[]).map((value) => ({ value, label: TAG_LABELS[value] }));

export const KIND_LABELS: Record<MeetingKind, string> = {
  individual: 'Individual',
  group: 'Group',
  family: 'Family',
  virtual: 'Virtual',
};
export const KIND_OPTIONS = (Object.keys(KIND_LABELS) as MeetingKind[]).map((value) => ({ value, label: KIND_LABELS[value] }));

export const STATE_LABELS: Record<MeetingState, string> = {
  scheduled: 'Scheduled',
  held: 'Held',
  cancelled: 'Cancelled',
};

/** The viewer's local day as ISO instants [from, to), for todaysMeetings (the server's default day is UTC). */
export function localDayBounds(now = dayjs()): { from: string; to: string } {
  const start = now.startOf('day');
  return { from: start.toISOString(), to: start.add(1, 'day').toISOString() };
}

export const studentPath = (studentId: string) => `/counselor/students/${encodeURIComponent(studentId)}`;
