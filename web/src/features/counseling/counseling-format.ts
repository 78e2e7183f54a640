import dayjs from 'dayjs';
import i18next from 'i18next';
import type { MeetingKind, MeetingState, NoteTag } from '../../gql/graphql';

/**
 * Words for the counseling wire values, one place for every screen, in the reader's language (the `counselor`
 * catalog; the screens that call these load it with useTranslation).
 */
const TAGS: NoteTag[] = ['academic', 'college', 'personal', 'family_contact'];
const KINDS: MeetingKind[] = ['individual', 'group', 'family', 'virtual'];

export const tagLabel = (tag: NoteTag) => i18next.t(`tags.${tag}`, { ns: 'counselor' });
export const tagOptions = () => TAGS.map((value) => ({ value, label: tagLabel(value) }));
export const kindLabel = (kind: MeetingKind) => i18next.t(`kinds.${kind}`, { ns: 'counseling' });
export const kindOptions = () => KINDS.map((value) => ({ value, label: kindLabel(value) }));
export const stateLabel = (state: MeetingState) => i18next.t(`meetingStates.${state}`, { ns: 'counselor' });

/** The viewer's local day as ISO instants [from, to), for todaysMeetings (the server's default day is UTC). */
export function localDayBounds(now = dayjs()): { from: string; to: string } {
  const start = now.startOf('day');
  return { from: start.toISOString(), to: start.add(1, 'day').toISOString() };
}

export const studentPath = (studentId: string) => `/counselor/students/${encodeURIComponent(studentId)}`;
