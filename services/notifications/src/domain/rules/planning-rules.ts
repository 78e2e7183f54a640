import type { PlanReviewed } from '@counsel/proto-events';
import type { NotificationDraft } from '../notification.js';
import { draftTexts as texts } from '../texts/index.js';

/**
 * A counselor returned or approved the student's four-year plan (the student). Keyed by the review's time: a plan
 * returned, resubmitted and returned again is two occasions; the same event delivered twice is one.
 */
export function planReviewed(e: PlanReviewed, userId: string): NotificationDraft {
  const approved = e.decision === 'approve';
  return {
    userId, kind: approved ? 'PLAN_APPROVED' : 'PLAN_RETURNED', key: `plan:${e.studentId}:${e.decision}:${e.at}`,
    ...texts({ code: approved ? 'planApproved' : 'planReturned', params: { reviewer: e.reviewerName } }),
    link: '/student/plan', studentId: e.studentId, urgent: false,
  };
}
