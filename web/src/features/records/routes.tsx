import type { FeatureRoute } from '../../app/feature-route';
import { lazyPage } from '../../app/lazy-page';

const RecordsPage = lazyPage(() => import('./RecordsPage'), 'RecordsPage');

/** The admin's records page (retention and deletions). */
export const routes: FeatureRoute[] = [{ path: '/admin/records', roles: ['admin'], title: 'Records', element: <RecordsPage /> }];
