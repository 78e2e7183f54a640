import { withParams } from '../../../app/address-params';
import type { ApplicationPlan, ApplicationStatus } from '../../../gql/graphql';
import { PLANS, STATUSES } from '../application-labels';
import { DAY_CHOICES, type BoardFilters, type DayChoice } from './board-query';

/** The board's filters as the address holds them; anything not one of the choices falls back (30 days, any plan or status). */
export function parseBoardFilters(params: URLSearchParams): BoardFilters {
  const days = Number(params.get('days'));
  const plan = params.get('plan');
  const status = params.get('status');
  return {
    days: (DAY_CHOICES as readonly number[]).includes(days) ? (days as DayChoice) : 30,
    plan: PLANS.includes(plan as ApplicationPlan) ? (plan as ApplicationPlan) : null,
    status: STATUSES.includes(status as ApplicationStatus) ? (status as ApplicationStatus) : null,
  };
}

/** The address after changing some filters: a cleared filter leaves the address; other parameters (scope, school) stay. */
export function withBoardFilters(current: URLSearchParams, changes: Partial<BoardFilters>): URLSearchParams {
  return withParams(current, changes);
}
