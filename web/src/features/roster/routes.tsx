import type { FeatureRoute } from '../../app/feature-route';
import { lazyPage } from '../../app/lazy-page';

const RosterImportPage = lazyPage(() => import('./RosterImportPage'), 'RosterImportPage');

/** Roster import and the year-end rollover, for admins. */
export const routes: FeatureRoute[] = [{ path: '/admin/roster', roles: ['admin'], title: 'Roster Import', element: <RosterImportPage /> }];
