import type { FeatureRoute } from '../../app/feature-route';
import { lazyPage } from '../../app/lazy-page';

const ContentLibraryPage = lazyPage(() => import('./ContentLibraryPage'), 'ContentLibraryPage');
const ContentRepositoryPage = lazyPage(() => import('./ContentRepositoryPage'), 'ContentRepositoryPage');
const KnowledgeBasePage = lazyPage(() => import('./KnowledgeBasePage'), 'KnowledgeBasePage');
const StudentResourcesPage = lazyPage(() => import('./StudentResourcesPage'), 'StudentResourcesPage');

/**
 * The knowledge base (counselors and admins) and the content repository: managed by admins, read by counselors,
 * shared with students.
 */
export const routes: FeatureRoute[] = [
  { path: '/counselor/knowledge-base', roles: ['counselor', 'admin'], title: 'Knowledge Base', element: <KnowledgeBasePage /> },
  { path: '/admin/content', roles: ['admin'], title: 'Content Repository', element: <ContentRepositoryPage /> },
  { path: '/counselor/content', roles: ['counselor', 'admin'], title: 'Content Library', element: <ContentLibraryPage /> },
  { path: '/student/resources', roles: ['student'], title: 'Resources', element: <StudentResourcesPage /> },
];
