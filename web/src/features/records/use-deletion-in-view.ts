import { useCurrentUser } from '../../app/current-user';
import { useAddressParams } from '../../app/use-address-params';

const PARAM = 'deletion';

/**
 * The admin's student page follows a deletion through the address (?deletion=<id>): it survives a reload, and the
 * page shows the deletion instead of a student who no longer exists.
 */
export function useDeletionInView() {
  const { user } = useCurrentUser();
  const { params, update } = useAddressParams({ replace: true });
  const isAdmin = user?.role === 'admin';
  return {
    isAdmin,
    deletionId: isAdmin ? params.get(PARAM) : null,
    follow: (id: string) => update({ [PARAM]: id }),
  };
}
