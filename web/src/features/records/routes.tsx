import type { FeatureRoute } from '../../app/feature-route';
import { RecordsPage } from './RecordsPage';

/** Issue 20: the admin's records page (retention and deletions). */
export const routes: FeatureRoute[] = [{ path: '/admin/records', roles: ['admin'], element: <RecordsPage /> }];
