// The accessibility sweep's states reached by a click on its screens: dialogs and confirmations,
// validation errors, toasts, and the navigation sheet of the mobile layout.
import type { Locator, Page } from 'playwright-core';
import { MOBILE, waitForValue } from '../browser';
import { DEMO_ACCOUNTS } from '../portal';
import { submitSignIn } from '../suite';
import { loginTab, type Screen, type Who } from './sweep-screens';

/** The student's upload dialog with two files chosen (nothing is sent before its Upload button). */
async function chooseDocuments(page: Page) {
  await page.getByRole('button', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Documents' });
  await dialog.locator('input[type=file]').first().setInputFiles([
    { name: 'Essay draft.txt', mimeType: 'text/plain', buffer: Buffer.from('A draft.\n') },
    { name: 'Brag sheet.txt', mimeType: 'text/plain', buffer: Buffer.from('Awards.\n') },
  ]);
  await dialog.locator('.uppy-StatusBar-actionBtn--upload').waitFor();
}

const inForm = (id: string) => (page: Page) => page.locator(`form#${id}`);
const inDialog = (name: string) => (page: Page) => page.getByRole('dialog', { name });

/** Submits a form or dialog as it is (empty) and waits for one of its validation messages. */
const submitInvalid = (scope: (page: Page) => Locator, button: string, message: string) => async (page: Page) => {
  const shown = scope(page).getByText(message, { exact: true });
  // On a busy machine a click can land while a dialog is still animating in and be lost: click again
  // (a few times at most) until the form shows its message.
  for (let attempt = 0; attempt < 3 && !(await shown.isVisible()); attempt++) {
    await scope(page).getByRole('button', { name: button }).click();
    await shown.waitFor({ timeout: 5_000 }).catch(() => undefined);
  }
  await shown.waitFor();
};

/** antd pauses a toast's 5 s timer while the pointer is over it: this keeps the toast up while axe reads. */
const holdToast = (title: string) => async (page: Page) => {
  const notice = page.locator('.ant-notification-notice').filter({ hasText: title });
  await notice.locator('.ant-notification-notice-description').hover();
  return notice;
};

/** A toast shown by `act`, held from the moment it appears. */
const toastState = (who: Who, label: string, path: string, title: string, act: (page: Page) => Promise<unknown>, allow?: RegExp[]): Screen => ({
  who, label, path, allow,
  shown: async (page) => {
    await act(page);
    await holdToast(title)(page);
  },
  transient: holdToast(title),
});

/** The shell at phone width with its navigation sheet open. */
const mobileSheet = (who: Exclude<Who, 'visitor'>, path: string): Screen => ({
  who, label: `${who} navigation sheet at 390 px`, path, viewport: MOBILE,
  shown: async (page) => {
    await page.getByTestId('sidebar-toggle').click();
    await page.getByRole('dialog').locator('nav[aria-label="Main navigation"]').waitFor();
  },
});

export const STATES: Screen[] = [
  // Dialogs, confirmations and other states reached by a click.
  {
    who: 'student', label: 'student my plan: add-course dialog with errors', path: '/student/plan',
    shown: async (page) => {
      await page.getByRole('button', { name: 'Add a course to grade 12, Fall' }).click();
      await submitInvalid(inDialog('Add a course'), 'Add course', 'Choose a course')(page);
    },
  },
  {
    who: 'admin', label: 'admin course catalog: course form with errors', path: '/admin/courses',
    shown: async (page) => {
      await page.getByRole('button', { name: 'Add course' }).click();
      await submitInvalid(inDialog('Add a course'), 'Save', 'Code is required')(page);
    },
  },
  {
    who: 'student', label: 'student documents: upload dialog with files chosen', path: '/student/documents',
    shown: chooseDocuments,
  },
  {
    who: 'student', label: 'student documents: delete confirmation', path: '/student/documents',
    shown: async (page) => {
      await page.getByRole('button', { name: 'Delete Maya Chen - Unofficial Transcript.pdf' }).click();
      await page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete Maya Chen - Unofficial Transcript.pdf?' }).waitFor();
    },
  },
  {
    who: 'visitor', label: 'login: Students / Sign In with validation errors', path: '/login',
    shown: submitInvalid(inForm('student-sign-in'), 'Sign In', 'Please enter a valid email'),
  },
  {
    who: 'counselor', label: 'counselor chatbot: an answer with Sources badges', path: '/counselor/chatbot',
    shown: async (page) => {
      await page.getByLabel('Student').click();
      await page.locator('.ant-select-item-option', { hasText: 'Maya Chen' }).first().click();
      await page.getByLabel('Message', { exact: true }).fill('What should Maya focus on this fall?');
      await page.getByLabel('Message', { exact: true }).press('Enter');
      await page.getByTestId('message-assistant').first().getByTestId('source-badge').first().waitFor({ timeout: 30_000 });
      await waitForValue(() => page.getByLabel('Message', { exact: true }).isDisabled(), false, 30_000);
    },
  },
  {
    who: 'counselor', label: 'counselor knowledge base: upload dialog with a refused file', path: '/counselor/knowledge-base',
    shown: async (page) => {
      await page.getByRole('button', { name: 'Upload Files' }).click();
      const dialog = page.getByRole('dialog', { name: 'Upload Files to the Knowledge Base' });
      await dialog.locator('input[type=file]').setInputFiles([
        { name: 'guide.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1') },
        { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') },
      ]);
      await dialog.getByText('notes.txt: Only .pdf, .doc and .docx files can be added', { exact: true }).waitFor();
    },
  },
  {
    who: 'counselor', label: 'counselor content library: reading a note', path: '/counselor/content',
    shown: async (page) => {
      await page.getByRole('button', { name: 'Read Senior Fall Checklist' }).click();
      await page.getByRole('dialog', { name: 'Senior Fall Checklist' }).getByText(/Request transcripts/).waitFor();
    },
  },
  {
    who: 'admin', label: 'admin dashboard: create-account dialog with errors', path: '/admin',
    shown: async (page) => {
      await page.getByRole('button', { name: 'Create Counselor' }).click();
      await submitInvalid(inDialog('Create New Counselor or Admin'), 'Create Account', 'Password must be at least 6 characters')(page);
    },
  },
  {
    who: 'admin', label: 'admin dashboard: reset-password dialog', path: '/admin',
    shown: async (page) => {
      await page.getByRole('button', { name: 'Reset Password for Jordan Rivera' }).click();
      await page.getByRole('dialog', { name: 'Reset Password' }).getByLabel('New Password').waitFor();
    },
  },
  {
    who: 'admin', label: 'admin content repository: add dialog', path: '/admin/content',
    shown: async (page) => {
      await page.getByRole('button', { name: 'Add Content' }).click();
      await page.getByRole('dialog', { name: 'Add Content' }).getByLabel('Title').waitFor();
    },
  },
  {
    who: 'admin', label: 'admin content repository: delete confirmation', path: '/admin/content',
    shown: async (page) => {
      await page.getByTestId('content-card').first().getByRole('button', { name: /^Delete / }).click();
      await page.getByRole('dialog').filter({ hasText: 'Delete content' }).waitFor();
    },
  },
  {
    who: 'admin', label: 'admin settings: edited (Reset shown)', path: '/admin/settings',
    shown: async (page) => {
      const editor = page.getByLabel('System prompt');
      await waitForValue(async () => (await editor.inputValue()).length > 0, true);
      await editor.fill(`${await editor.inputValue()} Keep answers short.`);
      await page.getByRole('button', { name: 'Reset' }).waitFor();
    },
  },
  {
    who: 'student', label: 'student documents: upload dialog at 390 px', path: '/student/documents', viewport: MOBILE, shown: chooseDocuments,
  },
  {
    who: 'counselor', label: 'counselor knowledge base: delete confirmation', path: '/counselor/knowledge-base',
    shown: async (page) => {
      await page.locator('tbody tr.ant-table-row').first().getByRole('button', { name: /^Delete / }).click();
      await page.getByRole('dialog').filter({ hasText: 'Delete file' }).getByRole('button', { name: 'Delete' }).waitFor();
    },
  },

  // More validation errors: every form of the portal that validates in the browser.
  {
    who: 'visitor', label: 'login: Students / Create Account with validation errors', path: '/login',
    shown: async (page) => {
      await loginTab('Create Account')(page);
      await submitInvalid(inForm('student-register'), 'Create Account', 'First name is required')(page);
    },
  },
  {
    who: 'visitor', label: 'login: Staff with validation errors', path: '/login',
    shown: async (page) => {
      await loginTab('Staff (Counselors/Admins)')(page);
      await submitInvalid(inForm('staff-sign-in'), 'Sign In', 'Password must be at least 6 characters')(page);
    },
  },
  {
    who: 'student', label: 'student profile: an unnamed course and activity sent', path: '/student/profile',
    // Nothing is saved: each list refuses its new, empty row. (The score fields clamp what is typed, so
    // their range messages cannot be reached from the keyboard.)
    shown: async (page) => {
      // Maya's saved rows first, so that loading them cannot replace the new ones.
      const firstCourse = page.locator('form#courses').getByLabel('Course 1 name');
      await waitForValue(async () => (await firstCourse.inputValue().catch(() => '')) !== '', true, 15_000);
      await page.locator('form#courses').getByRole('button', { name: 'Add Course' }).click();
      await submitInvalid(inForm('courses'), 'Save Courses', 'Enter the course name')(page);
      await page.locator('form#activities').getByRole('button', { name: 'Add Activity' }).click();
      await submitInvalid(inForm('activities'), 'Save Activities', 'Enter the activity')(page);
    },
  },
  {
    who: 'admin', label: 'admin dashboard: reset-password dialog with a short password', path: '/admin',
    shown: async (page) => {
      await page.getByRole('button', { name: 'Reset Password for Jordan Rivera' }).click();
      await inDialog('Reset Password')(page).getByLabel('New Password').fill('short');
      await submitInvalid(inDialog('Reset Password'), 'Reset Password', 'Password must be at least 6 characters')(page);
    },
  },
  {
    who: 'admin', label: 'admin content repository: add dialog sent empty', path: '/admin/content',
    shown: async (page) => {
      await page.getByRole('button', { name: 'Add Content' }).click();
      await page.getByRole('dialog', { name: 'Add Content' }).getByLabel('Title').waitFor();
      await submitInvalid(inDialog('Add Content'), 'Add Content', 'Title is required')(page);
    },
  },

  // Toasts, held open while axe reads the page.
  toastState('student', 'student college preference: saved (success toast)', '/student/college-preference', 'Preferences saved', async (page) => {
    const form = page.locator('form#college-preferences');
    // Saving before Maya's answers have loaded would overwrite them with blanks.
    const answered = form.getByLabel('I want small classes where professors know me by name.', { exact: true });
    await waitForValue(() => answered.isChecked().catch(() => false), true, 15_000);
    await form.getByRole('button', { name: 'Save Preferences' }).click();
  }),
  toastState('visitor', 'login: wrong password (error toast)', '/login', 'Login Failed',
    (page) => submitSignIn(page, { email: DEMO_ACCOUNTS.student.email, password: 'not-the-password' }, 'student'),
    [/status of 401 \(Unauthorized\) \(.*\/api\/auth\/login\)$/]),

  // The header's notification panel, and the district email switch's confirmation.
  {
    who: 'student', label: 'student: the notification panel open', path: '/student',
    shown: async (page) => {
      await page.getByTestId('notification-bell').click();
      await page.getByRole('region', { name: 'Notifications' }).getByRole('link', { name: 'See all notifications' }).waitFor();
    },
  },
  {
    who: 'admin', label: 'admin notifications sent: pause confirmation', path: '/admin/notifications',
    shown: async (page) => {
      await page.getByTestId('email-pause-switch').click();
      await page.getByRole('dialog').getByRole('button', { name: 'Pause email' }).waitFor();
    },
  },
  // The mobile layout's navigation sheet, for each role (each has its own entries and badge).
  mobileSheet('student', '/student'),
  mobileSheet('counselor', '/counselor'),
  mobileSheet('admin', '/admin'),
];
