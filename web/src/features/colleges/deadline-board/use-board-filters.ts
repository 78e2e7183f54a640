import { useSearchParams } from 'react-router-dom';
import { parseBoardFilters, withBoardFilters } from './board-filters';
import type { BoardFilters } from './board-query';

/**
 * The board's window, plan and status, kept in the address (?days=14&plan=ED&status=submitted) beside the scope
 * (?scope=&school=), so a reload or a link from the dashboard opens the same board.
 */
export function useBoardFilters(): BoardFilters & { set: (changes: Partial<BoardFilters>) => void } {
  const [params, setParams] = useSearchParams();
  return {
    ...parseBoardFilters(params),
    set: (changes) => setParams((current) => withBoardFilters(current, changes), { replace: true }),
  };
}
