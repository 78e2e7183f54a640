import type { FeatureRoute } from '../../app/feature-route';
import { provideDeadlineEditor } from '../colleges/deadline-editor-slot';
import { CollegePageDeadlineEditor } from './CollegePageDeadlineEditor';
import { DeadlineBoardPage } from './DeadlineBoardPage';

// The college page (features/colleges) shows this editor to staff through its slot.
provideDeadlineEditor(CollegePageDeadlineEditor);

/** The deadline board, for counselors and admins (each from their own menu). */
export const routes: FeatureRoute[] = [
  { path: '/counselor/deadlines', roles: ['counselor', 'admin'], element: <DeadlineBoardPage /> },
  { path: '/admin/deadlines', roles: ['admin'], element: <DeadlineBoardPage /> },
];
