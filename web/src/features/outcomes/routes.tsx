import type { FeatureRoute } from '../../app/feature-route';
import { lazyPage } from '../../app/lazy-page';

const OutcomeImportPage = lazyPage(() => import('./OutcomeImportPage'), 'OutcomeImportPage');

/** Past classes' outcomes, imported by staff (the scattergrams themselves sit on the college pages and lists). */
export const routes: FeatureRoute[] = [
  { path: '/admin/outcomes', roles: ['admin'], title: 'Outcome Import', element: <OutcomeImportPage /> },
  { path: '/counselor/outcomes', roles: ['counselor'], title: 'Outcome Import', element: <OutcomeImportPage /> },
];
