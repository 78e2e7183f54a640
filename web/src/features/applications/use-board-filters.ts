import { useSearchParams } from 'react-router-dom';
import type { ApplicationPlan, ApplicationStatus } from '../../gql/graphql';
import { PLANS, STATUSES } from './application-labels';
import { DAY_CHOICES, type BoardFilters, type DayChoice } from './board-query';

/**
 * The board's window, plan and status, kept in the address (?days=14&plan=ED&status=submitted) beside the scope
 * (?scope=&school=), so a reload or a link from the dashboard opens the same board.
 */
export function useBoardFilters(): BoardFilters & { set: (changes: Partial<BoardFilters>) => void } {
  const [params, setParams] = useSearchParams();
  const days = Number(params.get('days'));
  const plan = params.get('plan');
  const status = params.get('status');
  return {
    days: (DAY_CHOICES as readonly number[]).includes(days) ? (days as DayChoice) : 30,
    plan: PLANS.includes(plan as ApplicationPlan) ? (plan as ApplicationPlan) : null,
    status: STATUSES.includes(status as ApplicationStatus) ? (status as ApplicationStatus) : null,
    set: (changes) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, String(value));
          else next.delete(key);
        }
        return next;
      }, { replace: true }),
  };
}
