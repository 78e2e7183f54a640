// The accessibility sweep's screens: every page of the portal as it first shows, by role.
import type { Locator, Page } from 'playwright-core';
import { DEMO_STUDENT_PROFILES } from '@counsel/kit';
import { waitForValue } from '../browser';
import { heading } from '../suite';

export type Who = 'visitor' | 'student' | 'counselor' | 'admin' | 'teacher';
export interface Screen {
  who: Who;
  label: string;
  path: string;
  /** What shows that the screen is there (after which `ready` waits for its data). */
  shown: (page: Page) => Promise<unknown>;
  /** The window size, when not the desktop's (the shell switches to its mobile layout below 768 px). */
  viewport?: { width: number; height: number };
  /** Console lines that the state causes by design (a refused sign-in's 401). */
  allow?: RegExp[];
  /**
   * For a state that goes away by itself (a toast): keeps it up while axe reads the page and returns it,
   * so the test can check that it was still there when axe finished.
   */
  transient?: (page: Page) => Promise<Locator>;
}

export const MAYA_ID = DEMO_STUDENT_PROFILES[0].id;
/** An unsubscribe link's token as an email carries it (its signature is never checked before the button). */
const UNSUBSCRIBE_SAMPLE = `${Buffer.from(JSON.stringify({ u: 'someone', k: 'TASK_DUE', n: 'sample' })).toString('base64url')}.signature`;
export const titled = (title: string) => (page: Page) => waitForValue(() => heading(page).first().textContent({ timeout: 1000 }).catch(() => null), title, 15_000);
export const loginTab = (tab: 'Sign In' | 'Create Account' | 'Staff (Counselors/Admins)') => async (page: Page) => {
  if (tab === 'Staff (Counselors/Admins)') await page.getByRole('tab', { name: tab }).click();
  if (tab === 'Create Account') await page.getByRole('tab', { name: tab }).click();
  const form = { 'Sign In': 'form#student-sign-in', 'Create Account': 'form#student-register', 'Staff (Counselors/Admins)': 'form#staff-sign-in' }[tab];
  await page.locator(form).waitFor();
};

export const SCREENS: Screen[] = [
  { who: 'visitor', label: 'landing', path: '/', shown: (page) => page.getByRole('link', { name: 'Get Started' }).waitFor() },
  { who: 'visitor', label: 'login: Students / Sign In', path: '/login', shown: loginTab('Sign In') },
  { who: 'visitor', label: 'login: Students / Create Account', path: '/login', shown: loginTab('Create Account') },
  { who: 'visitor', label: 'login: Staff', path: '/login', shown: loginTab('Staff (Counselors/Admins)') },
  { who: 'student', label: 'student dashboard', path: '/student', shown: (page) => page.getByRole('heading', { name: 'Maya Chen', exact: true }).waitFor() },
  { who: 'student', label: 'student profile', path: '/student/profile', shown: titled('My Profile') },
  { who: 'student', label: 'student college preference', path: '/student/college-preference', shown: titled('College Preference') },
  { who: 'student', label: 'student documents', path: '/student/documents', shown: (page) => page.getByRole('listitem').filter({ hasText: 'Maya Chen - Unofficial Transcript.pdf' }).waitFor() },
  { who: 'student', label: 'student resources', path: '/student/resources', shown: titled('Resources') },
  { who: 'student', label: 'student my colleges', path: '/student/my-colleges', shown: (page) => page.getByTestId('application-166683').waitFor() },
  { who: 'student', label: 'student college search', path: '/student/colleges', shown: (page) => page.locator('tbody tr.ant-table-row').first().waitFor() },
  { who: 'student', label: 'student: a college page', path: '/student/colleges/110635', shown: titled('University of California-Berkeley') },
  { who: 'student', label: 'student recommendation letters', path: '/student/letters', shown: (page) => page.locator('tbody tr.ant-table-row').first().waitFor() },
  { who: 'student', label: 'student brag sheet', path: '/student/brag-sheet', shown: (page) => page.getByRole('textbox').first().waitFor() },
  { who: 'student', label: '404 page', path: '/no-such-page', shown: (page) => page.getByText('404 Page Not Found', { exact: true }).waitFor() },
  { who: 'counselor', label: 'counselor dashboard', path: '/counselor', shown: (page) => page.locator('tbody tr.ant-table-row').first().waitFor() },
  { who: 'counselor', label: 'counselor students', path: '/counselor/students', shown: (page) => page.locator('tbody tr.ant-table-row').first().waitFor() },
  { who: 'counselor', label: "counselor: Maya's profile", path: `/counselor/students/${MAYA_ID}`, shown: (page) => page.getByText('Maya Chen - Unofficial Transcript.pdf').first().waitFor() },
  { who: 'counselor', label: 'counselor chatbot', path: '/counselor/chatbot', shown: titled('AI Chatbot') },
  { who: 'counselor', label: 'counselor knowledge base', path: '/counselor/knowledge-base', shown: (page) => page.locator('tbody tr.ant-table-row').first().waitFor() },
  { who: 'counselor', label: 'counselor content library', path: '/counselor/content', shown: (page) => page.getByTestId('content-card').first().waitFor() },
  { who: 'counselor', label: 'counselor college search', path: '/counselor/colleges?q=berkley', shown: (page) => page.locator('tbody tr.ant-table-row').first().waitFor() },
  { who: 'counselor', label: 'counselor: a college page', path: '/counselor/colleges/110635', shown: titled('University of California-Berkeley') },
  { who: 'counselor', label: 'counselor deadline board', path: '/counselor/deadlines', shown: (page) => page.locator('tbody tr.ant-table-row').first().waitFor() },
  { who: 'counselor', label: 'counselor letter requests', path: '/counselor/letters', shown: (page) => page.locator('tbody tr.ant-table-row').first().waitFor() },
  { who: 'counselor', label: 'counselor brag sheet questions', path: '/counselor/brag-sheet-questions', shown: (page) => page.getByRole('textbox').first().waitFor() },
  { who: 'teacher', label: 'teacher letter requests', path: '/teacher', shown: (page) => page.getByTestId('letter-queue').getByRole('heading', { level: 3 }).first().waitFor() },
  { who: 'counselor', label: 'counselor tasks', path: '/counselor/tasks', shown: (page) => page.locator('tbody tr.ant-table-row').first().waitFor() },
  { who: 'admin', label: 'admin dashboard', path: '/admin', shown: (page) => page.locator('tbody tr.ant-table-row').first().waitFor() },
  { who: 'admin', label: 'admin students', path: '/admin/students', shown: (page) => page.locator('tbody tr.ant-table-row').first().waitFor() },
  { who: 'admin', label: 'admin content repository', path: '/admin/content', shown: (page) => page.getByTestId('content-card').first().waitFor() },
  { who: 'admin', label: 'admin chatbot', path: '/admin/chatbot', shown: titled('AI Chatbot') },
  { who: 'admin', label: 'admin settings', path: '/admin/settings', shown: (page) => page.getByLabel('System prompt').waitFor() },
  { who: 'admin', label: 'admin audit log', path: '/admin/audit-log', shown: (page) => page.locator('tbody tr.ant-table-row').first().waitFor() },
  { who: 'admin', label: 'admin deadline board', path: '/admin/deadlines', shown: (page) => page.locator('tbody tr.ant-table-row').first().waitFor() },
  { who: 'admin', label: 'admin tasks (all staff)', path: '/admin/tasks', shown: async (page) => {
    await page.getByText('All staff', { exact: true }).click();
    await page.locator('tbody tr.ant-table-row').first().waitFor();
  } },
  { who: 'admin', label: 'admin records', path: '/admin/records', shown: titled('Records') },
  { who: 'student', label: 'student notifications', path: '/notifications', shown: (page) => page.getByText(/\d+ notifications?, \d+ unread/).waitFor() },
  { who: 'student', label: 'student notification settings', path: '/settings/notifications', shown: (page) => page.getByTestId('preference-TASK_ASSIGNED').waitFor() },
  { who: 'teacher', label: 'teacher notification settings', path: '/settings/notifications', shown: (page) => page.getByTestId('preference-LETTER_REQUESTED').waitFor() },
  { who: 'admin', label: 'admin notifications sent', path: '/admin/notifications', shown: (page) => page.getByTestId('email-pause-switch').waitFor() },
  { who: 'visitor', label: 'unsubscribe landing', path: `/unsubscribe?token=${UNSUBSCRIBE_SAMPLE}`, shown: (page) => page.getByRole('button', { name: 'Stop these emails' }).waitFor() },
  // Academic planning.
  { who: 'student', label: 'student my plan', path: '/student/plan', shown: (page) => page.getByRole('table', { name: 'Four-year plan' }).waitFor() },
  { who: 'counselor', label: 'counselor academic plans', path: '/counselor/plans', shown: titled('Academic Plans') },
  { who: 'admin', label: 'admin academic plans', path: '/admin/plans', shown: titled('Academic Plans') },
  { who: 'admin', label: 'admin course catalog', path: '/admin/courses', shown: (page) => page.getByTestId('course-import').waitFor() },
  { who: 'admin', label: 'admin graduation requirements', path: '/admin/requirements', shown: (page) => page.getByTestId('requirement-set').first().waitFor() },
];
