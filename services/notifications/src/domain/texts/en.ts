import { whenText } from '../district-time.js';
import { param, type MessageParams, type Texts } from './message.js';

const { str, num, list } = param;
const inDays = (n: number) => (n === 0 ? 'today' : n === 1 ? 'tomorrow' : `in ${n} days`);
const deadlineTitle = (p: MessageParams) => `${str(p, 'college')}: deadline ${inDays(num(p, 'daysLeft'))} (${str(p, 'deadline')})`;
const missing = (p: MessageParams) => (list(p, 'missing').length > 0 ? `Still missing: ${list(p, 'missing').join(', ')}.` : 'Nothing is missing.');
const when = (p: MessageParams) => whenText(str(p, 'startsAt'), str(p, 'timeZone') || 'UTC');
const teacher = (p: MessageParams) => str(p, 'teacher') || 'The teacher';
const student = (p: MessageParams) => str(p, 'student') || 'A student';
const meetingBody = (p: MessageParams) => `${when(p)}, ${num(p, 'lengthMinutes')} minutes.`;
const lettersOfStudents = { body: "See the students' letter requests." };

/** English: the texts as the portal has always written them (the rules' tests hold them exactly). */
export const en: Texts = {
  messages: {
    deadlineReminder: (p) => ({ title: deadlineTitle(p), body: missing(p) }),
    deadlineReminderGuardian: (p) => ({ title: `${str(p, 'student') || 'Your student'}: ${deadlineTitle(p)}`, body: missing(p) }),
    taskAssigned: (p) => ({ title: `New task: ${str(p, 'task')}`, body: `Due ${str(p, 'dueDate')}.` }),
    taskDue: (p) => ({ title: `Due tomorrow: ${str(p, 'task')}`, body: `Due ${str(p, 'dueDate')}.` }),
    meetingScheduled: (p) => ({ title: `Meeting scheduled with ${str(p, 'counselor')}`, body: meetingBody(p) }),
    meetingMoved: (p) => ({ title: `Meeting moved with ${str(p, 'counselor')}`, body: meetingBody(p) }),
    meetingCancelled: (p) => ({ title: `Meeting cancelled with ${str(p, 'counselor')}`, body: `The meeting on ${when(p)} is cancelled.` }),
    letterRequestedTeacher: (p) => ({ title: `${student(p)} asked you for a recommendation letter`, body: 'Accept or decline it in your queue.' }),
    letterRequestedCounselor: (p) => ({ title: `${student(p)} asked ${teacher(p)} for a letter`, ...lettersOfStudents }),
    letterAcceptedStudent: (p) => ({ title: `${teacher(p)} accepted your letter request`, body: 'See your recommendation letters.' }),
    letterDeclinedStudent: (p) => ({ title: `${teacher(p)} declined your letter request`, body: 'See your recommendation letters.' }),
    letterSubmittedStudent: (p) => ({ title: `${teacher(p)} submitted your letter request`, body: 'See your recommendation letters.' }),
    letterAcceptedCounselor: (p) => ({ title: `${teacher(p)} accepted ${student(p)}'s letter request`, ...lettersOfStudents }),
    letterDeclinedCounselor: (p) => ({ title: `${teacher(p)} declined ${student(p)}'s letter request`, ...lettersOfStudents }),
    letterSubmittedCounselor: (p) => ({ title: `${teacher(p)} submitted ${student(p)}'s letter request`, ...lettersOfStudents }),
    planApproved: (p) => ({ title: `${str(p, 'reviewer')} approved your four-year plan`, body: 'See your plan.' }),
    planReturned: (p) => ({ title: `${str(p, 'reviewer')} returned your four-year plan`, body: 'See their comment on your plan and submit it again.' }),
    rosterImportApplied: (p) => ({
      title: `Roster import applied${str(p, 'fileName') ? `: ${str(p, 'fileName')}` : ''}`,
      body: `${num(p, 'create')} created, ${num(p, 'update')} updated, ${num(p, 'deactivate')} deactivated, ${num(p, 'rejected')} rejected.`,
    }),
    exportReady: (p) => ({ title: 'Your record export is ready', body: `${num(p, 'fileCount')} file(s).` }),
    deletionCompleted: () => ({ title: 'A record deletion you asked for is complete', body: 'The certificate of deletion is in Records.' }),
    plain: (p) => ({ title: str(p, 'title'), body: str(p, 'body') }),
  },
  kindWords: {
    DEADLINE_REMINDER: 'application deadline reminders', TASK_ASSIGNED: 'new tasks', TASK_DUE: 'tasks due tomorrow',
    MEETING_SCHEDULED: 'meetings scheduled', MEETING_MOVED: 'meetings moved', MEETING_CANCELLED: 'meetings cancelled',
    LETTER_REQUESTED: 'letter requests', LETTER_ACCEPTED: 'letter requests accepted', LETTER_DECLINED: 'letter requests declined',
    LETTER_SUBMITTED: 'letters submitted', PLAN_RETURNED: 'plans returned', PLAN_APPROVED: 'plans approved',
    ROSTER_IMPORT_APPLIED: 'roster imports', DELETION_COMPLETED: 'completed deletions', EXPORT_READY: 'record exports',
  },
  greeting: (firstName) => (firstName ? `Hello ${firstName},` : 'Hello,'),
  openIt: 'Open it in Counsel',
  stopAbout: (words) => `Stop emails about ${words}`,
  chooseInSettings: 'You can choose what Counsel emails you in your notification settings.',
  digestSubject: (day, count) => `Counsel: your daily summary for ${day} (${count})`,
  digestIntro: 'What happened since your last summary:',
};
