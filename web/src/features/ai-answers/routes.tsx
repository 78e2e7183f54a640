import type { FeatureRoute } from '../../app/feature-route';
import { AiAnswersPage } from './AiAnswersPage';

/** Issue 19: the admin's review of the assistant's answers. */
export const routes: FeatureRoute[] = [
  { path: '/admin/ai-answers', roles: ['admin'], element: <AiAnswersPage /> },
];
