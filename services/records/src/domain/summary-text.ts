/**
 * Every word the record summary writes, in one reader's language (the summary's own sentences; the services' values,
 * names and the JSON stay as kept). English is the text the summary always had; summary-text-es.ts is the Spanish.
 */
export interface SummaryText {
  title(student: string): string;
  intro(student: string, at: string, by: string): string;
  levels: Record<string, string | null>;
  enrollment: Record<string, string>;
  fileKinds: Record<string, string>;
  yesNo: Record<string, string>;
  headings: {
    student: string; profile: string; courses: string; activities: string; preferences: string; collegeList: string;
    collegeChanges: string; documents: string; meetings: string; tasks: string; notes: string; assistant: string;
    account: string; staffActions: string;
  };
  fields: {
    name: string; email: string; grade: string; school: string; highSchool: string; highSchoolLocation: string;
    dateOfBirth: string; enrollment: string; gpa: string; sat: string; act: string; classRank: string; apIbHonors: string;
    clubs: string; leadership: string; internships: string; outsideSchool: string; siblings: string; targetColleges: string;
    feeling: string; concern: string; searchStarted: string; size: string; location: string; academics: string;
    plan: string; status: string; cycle: string; deadline: string; added: string;
    accountOpened: string; lastSignedIn: string; passwordSet: string; sessionsKept: string;
  };
  none: {
    course: string; preference: string; college: string; document: string; meeting: string; task: string; note: string;
    question: string;
  };
  aCourse: string; anActivity: string; aDocument: string; aCollege: string; aTask: string; aCounselor: string;
  aTeacher: string; aRecommender: string; aMeeting: string;
  courseGrade(grade: string): string;
  years(n: number): string;
  hoursAWeek(n: number): string;
  uploadedOn(date: string): string;
  questionNotKept: string;
  askedByStudent(n: number): string;
  askedByStaff(n: number): string;
  answersInJson: string;
  never: string;
  sessions(n: number): string;
  by(who: string): string;
  failed: string;
  plans: Record<string, string>;
  statuses: Record<string, string>;
  planNotChosen: string;
  ownDeadline(date: string): string;
  publishedDeadline: string;
  changed: string;
  calendarFeed(made: string, revoked: string | null): string;
  checklist: {
    form(done: boolean): string; essays(done: boolean): string; transcript(state: 'sent' | 'requested' | 'none'): string;
    testScores(state: 'not_required' | 'sent' | 'none'): string;
    letter(teacher: string, state: 'requested' | 'accepted' | 'submitted'): string;
    recommendation(name: string, done: boolean): string;
    fee(state: 'paid' | 'waived' | null): string;
  };
  meetingKinds: Record<string, string>;
  meetingStates: Record<string, string>;
  meetingWith(kind: string, counselor: string, minutes: number, state: string): string;
  topics(list: string): string;
  note(text: string): string;
  task(title: string, due: string | null, from: string | null, done: boolean, doneOn: string | null): string;
  noteTags: Record<string, string>;
  pinned: string;
  about(tags: string): string;
  edited(times: number, by: string, on: string | null): string;
  emptyNote: string;
}

/** "3 sessions" / "1 session". */
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const SUMMARY_EN: SummaryText = {
  title: (s) => `Student record: ${s}`,
  intro: (s, at, by) => `Everything Counsel holds on ${s}, exported on ${at} by ${by}. `
    + 'This summary puts it in words; the data folder of this archive has every field as each part of Counsel keeps it (JSON), and the files folder has the documents.',
  levels: { AP: 'AP', Honors: 'honors', Regular: null },
  enrollment: { active: 'Enrolled', alumni: 'Graduated (alumni)', inactive: 'No longer enrolled' },
  fileKinds: {
    'application/pdf': 'PDF', 'application/msword': 'Word document', 'text/plain': 'text file',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word document',
  },
  yesNo: {},
  headings: {
    student: 'The student', profile: 'Profile', courses: 'Courses', activities: 'Activities', preferences: 'College preferences',
    collegeList: 'College list', collegeChanges: 'Changes to the college list', documents: 'Documents', meetings: 'Meetings',
    tasks: 'Tasks', notes: 'Counselors\' notes', assistant: 'The assistant', account: 'Account', staffActions: 'Staff actions on this account',
  },
  fields: {
    name: 'Name', email: 'Email', grade: 'Grade', school: 'School', highSchool: 'High school', highSchoolLocation: 'High school location',
    dateOfBirth: 'Date of birth', enrollment: 'Enrollment', gpa: 'GPA', sat: 'SAT score', act: 'ACT score', classRank: 'Class rank',
    apIbHonors: 'AP, IB and honors courses', clubs: 'Clubs', leadership: 'Leadership', internships: 'Internships and volunteering',
    outsideSchool: 'Activities outside school', siblings: 'Siblings', targetColleges: 'Colleges the student plans to apply to',
    feeling: 'How the student feels about college', concern: 'Main concern', searchStarted: 'Started the college search',
    size: 'College size', location: 'Location', academics: 'Academics and extracurriculars',
    plan: 'Plan', status: 'Status', cycle: 'Starting college in', deadline: 'Deadline', added: 'Added to the list',
    accountOpened: 'Account opened', lastSignedIn: 'Last signed in', passwordSet: 'Password set', sessionsKept: 'Sign-in sessions kept',
  },
  none: {
    course: 'No course entered.', preference: 'No preference entered.', college: 'No college on the list.', document: 'No document.',
    meeting: 'No meeting.', task: 'No task.', note: 'No note.', question: 'No question asked.',
  },
  aCourse: 'A course', anActivity: 'An activity', aDocument: 'A document', aCollege: 'A college', aTask: 'A task',
  aCounselor: 'a counselor', aTeacher: 'a teacher', aRecommender: 'a recommender', aMeeting: 'Meeting',
  courseGrade: (g) => `, grade ${g}`,
  years: (n) => plural(n, 'year', 'years'),
  hoursAWeek: (n) => `${plural(n, 'hour', 'hours')} a week`,
  uploadedOn: (d) => `uploaded on ${d}`,
  questionNotKept: '(question not kept)',
  askedByStudent: (n) => `Questions the student asked the assistant (${n}):`,
  askedByStaff: (n) => `Questions staff asked the assistant about the student (${n}):`,
  answersInJson: 'The answers, with their sources, are in the JSON.',
  never: 'never',
  sessions: (n) => plural(n, 'session', 'sessions'),
  by: (who) => ` by ${who}`,
  failed: ' (failed)',
  plans: {
    ED: 'Early Decision', ED2: 'Early Decision II', EA: 'Early Action', REA: 'Restrictive Early Action',
    RD: 'Regular Decision', ROLLING: 'Rolling', PRIORITY: 'Priority',
  },
  statuses: {
    researching: 'Researching', planning: 'Planning to apply', in_progress: 'In progress', submitted: 'Submitted',
    admitted: 'Admitted', waitlisted: 'Waitlisted', deferred: 'Deferred', denied: 'Denied', enrolled: 'Enrolled', declined: 'Declined',
  },
  planNotChosen: 'not chosen yet',
  ownDeadline: (d) => `${d} (set for this student)`,
  publishedDeadline: 'the college\'s published deadline for this plan',
  changed: 'changed',
  calendarFeed: (made, revoked) => `A calendar feed of the deadlines was made on ${made}${revoked ? ` and turned off on ${revoked}` : ''}.`,
  checklist: {
    form: (done) => `Application form: ${done ? 'done' : 'not done yet'}`,
    essays: (done) => `Essays: ${done ? 'done' : 'not done yet'}`,
    transcript: (s) => `Transcript: ${s === 'sent' ? 'sent' : s === 'requested' ? 'requested, not sent yet' : 'not requested yet'}`,
    testScores: (s) => `Test scores: ${s === 'not_required' ? 'not required' : s === 'sent' ? 'sent' : 'not sent yet'}`,
    letter: (t, s) => `Letter from ${t} (asked through Counsel): ${{ requested: 'requested, not accepted yet', accepted: 'accepted, not submitted yet', submitted: 'submitted' }[s]}`,
    recommendation: (name, done) => `Recommendation from ${name}: ${done ? 'submitted' : 'requested, not submitted yet'}`,
    fee: (s) => `Application fee: ${s ?? 'not paid yet'}`,
  },
  meetingKinds: { individual: 'Individual meeting', group: 'Group meeting', family: 'Family meeting', virtual: 'Video meeting' },
  meetingStates: { scheduled: 'scheduled', held: 'held', cancelled: 'cancelled' },
  meetingWith: (kind, c, minutes, state) => `${kind} with ${c}, ${plural(minutes, 'minute', 'minutes')}, ${state}.`,
  topics: (l) => `Topics: ${l}.`,
  note: (t) => `Note: ${t}`,
  task: (title, due, from, done, on) => `${title}${due ? `, due ${due}` : ''}${from ? `, from ${from}` : ''}: ${done ? `done${on ? ` on ${on}` : ''}` : 'not done yet'}`,
  noteTags: { academic: 'academic', college: 'college', personal: 'personal', family_contact: 'family contact' },
  pinned: 'pinned',
  about: (tags) => `about: ${tags}`,
  edited: (n, by, on) => `edited ${plural(n, 'time', 'times')}, last by ${by} on ${on}`,
  emptyNote: '(empty)',
};
