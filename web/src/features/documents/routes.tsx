import type { FeatureRoute } from '../../app/feature-route';
import { StudentDocumentsPage } from './StudentDocumentsPage';

/** The documents screen (the cards themselves sit on the student dashboard and the counselor's student profile). */
export const routes: FeatureRoute[] = [
  { path: '/student/documents', roles: ['student'], element: <StudentDocumentsPage /> },
];
