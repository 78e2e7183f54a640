import type { FeatureRoute } from '../../app/feature-route';
import { lazyPage } from '../../app/lazy-page';

const TeacherQueuePage = lazyPage(() => import('./TeacherQueuePage'), 'TeacherQueuePage');
const StudentLettersPage = lazyPage(() => import('./StudentLettersPage'), 'StudentLettersPage');
const LetterPage = lazyPage(() => import('./LetterPage'), 'LetterPage');
const BragSheetPage = lazyPage(() => import('./BragSheetPage'), 'BragSheetPage');
const BragQuestionsPage = lazyPage(() => import('./BragQuestionsPage'), 'BragQuestionsPage');
const StaffLettersPage = lazyPage(() => import('./StaffLettersPage'), 'StaffLettersPage');

/**
 * Recommendation letters: the teacher's queue (their only screen), the student's requests and letters
 * (from a dashboard card) and brag sheet (from the letters page), the staff's requests of their students (from their
 * dashboards) and the schools' brag sheet questions (from the counseling menu).
 */
export const routes: FeatureRoute[] = [
  { path: '/teacher', roles: ['teacher'], title: 'Letter Requests', element: <TeacherQueuePage /> },
  { path: '/student/letters', roles: ['student'], title: 'Recommendation Letters', element: <StudentLettersPage /> },
  { path: '/student/brag-sheet', roles: ['student'], title: 'Brag Sheet', element: <BragSheetPage /> },
  { path: '/student/letters/:id', roles: ['student'], title: 'Recommendation Letter', element: <LetterPage /> },
  { path: '/counselor/letters', roles: ['counselor', 'admin'], title: "Students' Letter Requests", element: <StaffLettersPage /> },
  { path: '/admin/letters', roles: ['admin'], title: "Students' Letter Requests", element: <StaffLettersPage /> },
  { path: '/counselor/brag-sheet-questions', roles: ['counselor', 'admin'], title: 'Brag Sheet Questions', element: <BragQuestionsPage /> },
  { path: '/admin/brag-sheet-questions', roles: ['admin'], title: 'Brag Sheet Questions', element: <BragQuestionsPage /> },
];
