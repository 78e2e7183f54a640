import type { RequestChanged } from '@counsel/proto-events';
import type { NotificationKind } from '../kinds.js';
import type { NotificationDraft } from '../notification.js';
import { draftTexts as texts } from '../texts/index.js';

const STUDENT_CODE = { accepted: 'letterAcceptedStudent', declined: 'letterDeclinedStudent', submitted: 'letterSubmittedStudent' } as const;
const COUNSELOR_CODE = {
  requested: 'letterRequestedCounselor', accepted: 'letterAcceptedCounselor', declined: 'letterDeclinedCounselor', submitted: 'letterSubmittedCounselor',
} as const;

const KIND: Partial<Record<RequestChanged['state'], NotificationKind>> = {
  requested: 'LETTER_REQUESTED', accepted: 'LETTER_ACCEPTED', declined: 'LETTER_DECLINED', submitted: 'LETTER_SUBMITTED',
};
/** Who hears of a request's state: the teacher of a new request; the student of the teacher's answer; the counselor of each. */
export interface LetterAudience { teacher: string | null; student: string | null; counselor: string | null }

/**
 * A recommendation request asked, accepted, declined or submitted. The teacher hears of the request made to them,
 * the student of what the teacher did, the counselor of both. The letter itself never appears.
 */
export function letterChanged(e: RequestChanged, studentName: string, who: LetterAudience): NotificationDraft[] {
  const kind = KIND[e.state];
  if (!kind) return [];
  const state = e.state as 'requested' | 'accepted' | 'declined' | 'submitted';
  const params = { student: studentName, teacher: e.teacherName ?? '' };
  const key = `letter:${e.requestId}:${e.state}`;
  const base = { kind, key, studentId: e.studentId, urgent: false };
  const out: NotificationDraft[] = [];
  if (state === 'requested' && who.teacher) {
    out.push({ ...base, userId: who.teacher, ...texts({ code: 'letterRequestedTeacher', params: { student: studentName } }), link: '/teacher' });
  }
  if (state !== 'requested' && who.student) {
    out.push({ ...base, userId: who.student, ...texts({ code: STUDENT_CODE[state], params: { teacher: params.teacher } }), link: `/student/letters/${e.requestId}` });
  }
  if (who.counselor) out.push({ ...base, userId: who.counselor, ...texts({ code: COUNSELOR_CODE[state], params }), link: '/counselor/letters' });
  return out;
}
