import type { FeatureRoute } from '../../app/feature-route';
import { KnowledgeBasePage } from './KnowledgeBasePage';

/** The counselor knowledge base (issue 5), open to counselors and admins (spec section 2). */
export const routes: FeatureRoute[] = [
  { path: '/counselor/knowledge-base', roles: ['counselor', 'admin'], element: <KnowledgeBasePage /> },
];
