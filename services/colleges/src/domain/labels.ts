import type { ApplicationStatus, Plan } from './application.js';

/** How plans and statuses read in words (history, CSV, calendar, chat). */
export const PLAN_LABELS: Record<Plan, string> = {
  ED: 'Early Decision', ED2: 'Early Decision II', EA: 'Early Action', REA: 'Restrictive Early Action',
  RD: 'Regular Decision', ROLLING: 'Rolling', PRIORITY: 'Priority',
};

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  researching: 'Researching', planning: 'Planning to apply', in_progress: 'In progress', submitted: 'Submitted',
  admitted: 'Admitted', waitlisted: 'Waitlisted', deferred: 'Deferred', denied: 'Denied', enrolled: 'Enrolled', declined: 'Declined',
};
