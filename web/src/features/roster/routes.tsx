import type { FeatureRoute } from '../../app/feature-route';
import { RosterImportPage } from './RosterImportPage';

/** Roster import and the year-end rollover (issue 16), for admins. */
export const routes: FeatureRoute[] = [{ path: '/admin/roster', roles: ['admin'], element: <RosterImportPage /> }];
