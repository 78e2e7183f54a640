import type { FeatureRoute } from '../../app/feature-route';
import { lazyPage } from '../../app/lazy-page';

const StudentDocumentsPage = lazyPage(() => import('./StudentDocumentsPage'), 'StudentDocumentsPage');

/** The documents screen (the cards themselves sit on the student dashboard and the counselor's student profile). */
export const routes: FeatureRoute[] = [
  { path: '/student/documents', roles: ['student'], title: 'Documents', element: <StudentDocumentsPage /> },
];
