import type { PlanReviewed } from '@counsel/proto-events';
import type { NotificationDraft } from '../notification.js';

/**
 * A counselor returned or approved the student's four-year plan (the student). Keyed by the review's time: a plan
 * returned, resubmitted and returned again is two occasions; the same event delivered twice is one.
 */
export function planReviewed(e: PlanReviewed, userId: string): NotificationDraft {
  const approved = e.decision === 'approve';
  return {
    userId, kind: approved ? 'PLAN_APPROVED' : 'PLAN_RETURNED', key: `plan:${e.studentId}:${e.decision}:${e.at}`,
    title: approved ? `${e.reviewerName} approved your four-year plan` : `${e.reviewerName} returned your four-year plan`,
    body: approved ? 'See your plan.' : 'See their comment on your plan and submit it again.',
    link: '/student/plan', studentId: e.studentId, urgent: false,
    text: { code: approved ? 'PLAN_APPROVED' : 'PLAN_RETURNED', args: { reviewerName: e.reviewerName } },
  };
}
