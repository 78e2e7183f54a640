import type { FeatureRoute } from '../../app/feature-route';
import { TasksPage } from './TasksPage';

/** Issue 21: the staff task list, for counselors and admins (each from their own menu). */
export const routes: FeatureRoute[] = [
  { path: '/counselor/tasks', roles: ['counselor', 'admin'], element: <TasksPage /> },
  { path: '/admin/tasks', roles: ['admin'], element: <TasksPage /> },
];
