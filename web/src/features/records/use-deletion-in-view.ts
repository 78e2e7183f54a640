import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../app/current-user';

const PARAM = 'deletion';

/**
 * The admin's student page follows a deletion through the address (?deletion=<id>): it survives a reload, and the
 * page shows the deletion instead of a student who no longer exists.
 */
export function useDeletionInView() {
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const isAdmin = user?.role === 'admin';
  return {
    isAdmin,
    deletionId: isAdmin ? params.get(PARAM) : null,
    follow: (id: string) => setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(PARAM, id);
      return next;
    }, { replace: true }),
  };
}
