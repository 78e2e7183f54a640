import type { Application, ApplicationStatus, Plan } from './application.js';

export type FlagCode = 'TWO_BINDING' | 'DEADLINE_PASSED';
export interface Flag { code: FlagCode; message: string }

const BINDING: readonly Plan[] = ['ED', 'ED2'];
const OVER: readonly ApplicationStatus[] = ['denied', 'declined'];
const NOT_SUBMITTED: readonly ApplicationStatus[] = ['researching', 'planning', 'in_progress'];

/** A binding (Early Decision) application still alive: plan ED or ED2, not denied or declined. */
export const isLiveBinding = (a: Pick<Application, 'plan' | 'status'>) =>
  a.plan !== null && BINDING.includes(a.plan) && !OVER.includes(a.status);

/**
 * Flags of one application. `liveBindingCount`: the student's live binding applications (this one included);
 * `deadline`: the deadline in force; `today`: YYYY-MM-DD.
 * - TWO_BINDING on each live binding application when the student has two or more.
 * - DEADLINE_PASSED when the deadline is before today and the application is not submitted yet.
 */
export function flagsFor(a: Pick<Application, 'plan' | 'status'>, deadline: string | null, liveBindingCount: number, today: string): Flag[] {
  const flags: Flag[] = [];
  if (isLiveBinding(a) && liveBindingCount >= 2) {
    flags.push({ code: 'TWO_BINDING', message: `${liveBindingCount} binding Early Decision applications: a student may hold only one` });
  }
  if (deadline !== null && deadline < today && NOT_SUBMITTED.includes(a.status)) {
    flags.push({ code: 'DEADLINE_PASSED', message: `The deadline (${deadline}) has passed and the application is not submitted` });
  }
  return flags;
}
