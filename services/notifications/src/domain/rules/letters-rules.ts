import type { RequestChanged } from '@counsel/proto-events';
import type { NotificationKind } from '../kinds.js';
import type { NotificationDraft } from '../notification.js';

const KIND: Partial<Record<RequestChanged['state'], NotificationKind>> = {
  requested: 'LETTER_REQUESTED', accepted: 'LETTER_ACCEPTED', declined: 'LETTER_DECLINED', submitted: 'LETTER_SUBMITTED',
};
const VERB = { requested: 'asked for', accepted: 'accepted', declined: 'declined', submitted: 'submitted' } as const;

/** Who hears of a request's state: the teacher of a new request; the student of the teacher's answer; the counselor of each. */
export interface LetterAudience { teacher: string | null; student: string | null; counselor: string | null }

/**
 * A recommendation request asked, accepted, declined or submitted. The teacher hears of the request made to them,
 * the student of what the teacher did, the counselor of both. The letter itself never appears.
 */
export function letterChanged(e: RequestChanged, studentName: string, who: LetterAudience): NotificationDraft[] {
  const kind = KIND[e.state];
  if (!kind) return [];
  const state = e.state as keyof typeof VERB;
  const teacher = e.teacherName ?? 'The teacher';
  const key = `letter:${e.requestId}:${e.state}`;
  const base = { kind, key, studentId: e.studentId, urgent: false };
  const out: NotificationDraft[] = [];
  if (state === 'requested' && who.teacher) {
    out.push({ ...base, userId: who.teacher, title: `${studentName} asked you for a recommendation letter`, body: 'Accept or decline it in your queue.', link: '/teacher' });
  }
  if (state !== 'requested' && who.student) {
    out.push({
      ...base, userId: who.student, title: `${teacher} ${VERB[state]} your letter request`, body: 'See your recommendation letters.', link: `/student/letters/${e.requestId}`,
      text: { code: `LETTER_${state.toUpperCase()}`, args: { teacherName: e.teacherName ?? '' } },
    });
  }
  if (who.counselor) {
    const title = state === 'requested' ? `${studentName} asked ${teacher} for a letter` : `${teacher} ${VERB[state]} ${studentName}'s letter request`;
    out.push({ ...base, userId: who.counselor, title, body: "See the students' letter requests.", link: '/counselor/letters' });
  }
  return out;
}
