import type { FeatureRoute } from '../../app/feature-route';
import { ContentLibraryPage } from './ContentLibraryPage';
import { ContentRepositoryPage } from './ContentRepositoryPage';
import { StudentResourcesPage } from './StudentResourcesPage';

/** The content repository (issue 5): managed by admins, read by counselors, shared with students. */
export const routes: FeatureRoute[] = [
  { path: '/admin/content', roles: ['admin'], element: <ContentRepositoryPage /> },
  { path: '/counselor/content', roles: ['counselor', 'admin'], element: <ContentLibraryPage /> },
  { path: '/student/resources', roles: ['student'], element: <StudentResourcesPage /> },
];
