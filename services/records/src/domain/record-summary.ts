import type { RecordExportPart } from '@counsel/kit';
import type { PdfBlock } from '@counsel/kit/pdf';
import { collegeListBlocks } from './summary-colleges.js';
import { meetingBlocks, noteBlocks, taskBlocks } from './summary-counseling.js';
import { fields, none, obj, objs, str, strs, type Json } from './summary-values.js';
import { ENGLISH, capitalize, count, dateInWords, listInWords, machineWords, timeInWords, type Wording } from './words.js';

const LEVELS: Record<string, string | null> = { AP: 'AP', Honors: 'honors', Regular: null };
const ENROLLMENT: Record<string, string> = { active: 'Enrolled', alumni: 'Graduated (alumni)', inactive: 'No longer enrolled' };
const FILE_KINDS: Record<string, string> = {
  'application/pdf': 'PDF', 'application/msword': 'Word document', 'text/plain': 'text file',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word document',
};

export interface SummaryFacts { studentName: string; requestedBy: string; at: string }

/**
 * The readable summary at the front of an export, in the order a person reads a record: the student, their
 * profile, preferences, college list, documents, meetings, tasks, notes, then the assistant and the account.
 * Values are in words; internal ids, file ids and raw timestamps stay in the archive's JSON files.
 */
export function recordSummary(o: SummaryFacts, parts: RecordExportPart[], w: Wording = ENGLISH): { title: string; blocks: PdfBlock[] } {
  const items = (service: string): Json => parts.find((p) => p.service === service)?.items ?? {};
  const [identity, students, roster, documents, colleges, chat, counseling] =
    ['identity', 'students', 'roster', 'documents', 'colleges', 'chat', 'counseling'].map(items);
  const blocks: PdfBlock[] = [
    { kind: 'paragraph', muted: true, text: `Everything Counsel holds on ${o.studentName}, exported on ${timeInWords(o.at, w)} by ${o.requestedBy}. `
      + 'This summary puts it in words; the data folder of this archive has every field as each part of Counsel keeps it (JSON), and the files folder has the documents.' },
    ...studentBlocks(identity, students, roster, w),
    ...profileBlocks(obj(students.profile) ?? {}),
    ...preferenceBlocks(obj(students.collegePreferences)),
    ...collegeListBlocks(colleges, w),
    ...documentBlocks(documents, w),
    ...meetingBlocks(counseling, w),
    ...taskBlocks(counseling, w),
    ...noteBlocks(counseling, w),
    ...assistantBlocks(chat, w),
    ...accountBlocks(identity, w),
  ];
  return { title: `Student record: ${o.studentName}`, blocks };
}

function studentBlocks(identity: Json, students: Json, roster: Json, w: Wording): PdfBlock[] {
  const account = obj(identity.account) ?? {};
  const profile = obj(students.profile) ?? {};
  const enrollment = obj(roster.enrollment) ?? obj(students.enrollment) ?? {};
  const name = [str(profile.firstName) ?? str(account.firstName), str(profile.lastName) ?? str(account.lastName)].filter(Boolean).join(' ');
  const grade = str(enrollment.grade) ?? str(profile.grade);
  return [
    { kind: 'heading', level: 2, text: 'The student' },
    ...fields([
      ['Name', name || null],
      ['Email', str(account.email) ?? str(profile.email)],
      ['Grade', grade],
      ['School', str(enrollment.schoolName)],
      // The student's own words for their school, when they differ from the roster's.
      ['High school', str(profile.highSchoolName) === str(enrollment.schoolName) ? null : str(profile.highSchoolName)],
      ['High school location', str(profile.highSchoolLocation)],
      ['Date of birth', dateInWords(str(profile.dateOfBirth), w)],
      ['Enrollment', ENROLLMENT[String(enrollment.status)] ?? null],
    ]),
  ];
}

function profileBlocks(p: Json): PdfBlock[] {
  const courses = objs(p.courses);
  const activities = objs(p.activities);
  const blocks: PdfBlock[] = [
    { kind: 'heading', level: 2, text: 'Profile' },
    ...fields([
      ['GPA', str(p.gpa)],
      ['SAT score', str(p.satScore)],
      ['ACT score', str(p.actScore)],
      ['Class rank', str(p.classRank)],
      ['AP, IB and honors courses', str(p.apIbHonors)],
      ['Clubs', str(p.clubs)],
      ['Leadership', str(p.leadership)],
      ['Internships and volunteering', str(p.internshipsVolunteer)],
      ['Activities outside school', str(p.activitiesOutsideSchool)],
      ['Siblings', str(p.siblings)],
      ['Colleges the student plans to apply to', typeof p.targetColleges === 'number' && p.targetColleges > 0 ? String(p.targetColleges) : null],
    ]),
    { kind: 'heading', level: 3, text: 'Courses' },
    courses.length ? {
      kind: 'list',
      items: courses.map((c) => {
        const level = LEVELS[String(c.level)];
        const grade = str(c.grade);
        return `${str(c.courseName) ?? 'A course'}${level ? ` (${level})` : ''}${grade ? `, grade ${grade}` : ''}`;
      }),
    } : none('No course entered.'),
  ];
  if (activities.length) {
    blocks.push({ kind: 'heading', level: 3, text: 'Activities' }, {
      kind: 'list',
      items: activities.map((a) => [
        `${str(a.name) ?? 'An activity'}${str(a.role) ? ` (${str(a.role)})` : ''}`,
        typeof a.years === 'number' ? count(a.years, 'year', 'years') : '',
        typeof a.hoursPerWeek === 'number' ? `${count(a.hoursPerWeek, 'hour', 'hours')} a week` : '',
      ].filter(Boolean).join(', ')),
    });
  }
  return blocks;
}

function preferenceBlocks(p: Json | null): PdfBlock[] {
  const blocks: PdfBlock[] = [{ kind: 'heading', level: 2, text: 'College preferences' }];
  if (!p) return [...blocks, none('No preference entered.')];
  const list = (v: unknown) => (strs(v).length ? listInWords(strs(v)) : null);
  const rows = fields([
    ['How the student feels about college', str(p.overallFeeling)],
    ['Main concern', str(p.concerns)],
    ['Started the college search', str(p.collegeSearchStarted)],
    ['College size', list(p.collegeSizePreferences)],
    ['Location', list(p.locationPreferences)],
    ['Academics and extracurriculars', list(p.academicsExtracurricularsPreferences)],
  ]);
  return [...blocks, ...(rows.length ? rows : [none('No preference entered.')])];
}

function documentBlocks(items: Json, w: Wording): PdfBlock[] {
  const docs = objs(items.documents);
  const size = (n: unknown) => (typeof n === 'number'
    ? new Intl.NumberFormat(w.locale, { style: 'unit', unit: n >= 1_000_000 ? 'megabyte' : 'kilobyte', maximumFractionDigits: 1 })
      .format(n >= 1_000_000 ? n / 1_000_000 : Math.max(n / 1000, 0.1))
    : null);
  return [
    { kind: 'heading', level: 2, text: 'Documents' },
    docs.length ? {
      kind: 'list',
      items: docs.map((d) => [str(d.fileName) ?? 'A document', FILE_KINDS[String(d.fileType)], size(d.fileSize), `uploaded on ${dateInWords(str(d.uploadedAt), w)}`]
        .filter(Boolean).join(', ')),
    } : none('No document.'),
  ];
}

function assistantBlocks(items: Json, w: Wording): PdfBlock[] {
  const asked = objs(items.chatTurnsAskedByStudent);
  const about = objs(items.chatTurnsAboutStudent);
  const blocks: PdfBlock[] = [{ kind: 'heading', level: 2, text: 'The assistant' }];
  const question = (t: Json) => `${dateInWords(str(t.at), w)}: ${str(t.question) ?? '(question not kept)'}`;
  if (!asked.length && !about.length) return [...blocks, none('No question asked.')];
  if (asked.length) blocks.push({ kind: 'paragraph', text: `Questions the student asked the assistant (${asked.length}):` }, { kind: 'list', items: asked.map(question) });
  if (about.length) blocks.push({ kind: 'paragraph', text: `Questions staff asked the assistant about the student (${about.length}):` }, { kind: 'list', items: about.map(question) });
  blocks.push(none('The answers, with their sources, are in the JSON.'));
  return blocks;
}

function accountBlocks(identity: Json, w: Wording): PdfBlock[] {
  const account = obj(identity.account);
  if (!account) return [];
  const sessions = objs(identity.sessions);
  const audit = objs(identity.auditEntries);
  const blocks: PdfBlock[] = [
    { kind: 'heading', level: 2, text: 'Account' },
    ...fields([
      ['Account opened', dateInWords(str(account.createdAt), w)],
      ['Last signed in', timeInWords(str(account.lastLoginAt), w) ?? 'never'],
      ['Password set', str(account.passwordSet)],
      ['Sign-in sessions kept', count(sessions.length, 'session', 'sessions')],
    ]),
  ];
  if (audit.length) {
    blocks.push({ kind: 'heading', level: 3, text: 'Staff actions on this account' }, {
      kind: 'list',
      items: audit.map((e) => `${timeInWords(str(e.at), w)}: ${capitalize(machineWords(String(e.action).replace(/\./g, ' ')))}`
        + `${str(e.actorEmail) ? ` by ${str(e.actorEmail)}` : ''}${e.outcome === 'failure' ? ' (failed)' : ''}`),
    });
  }
  return blocks;
}
