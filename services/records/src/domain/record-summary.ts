import type { RecordExportPart } from '@counsel/kit';
import type { PdfBlock } from '@counsel/kit/pdf';
import { collegeListBlocks } from './summary-colleges.js';
import { meetingBlocks, noteBlocks, taskBlocks } from './summary-counseling.js';
import { fields, none, obj, objs, str, strs, type Json } from './summary-values.js';
import { ENGLISH, capitalize, dateInWords, listInWords, machineWords, timeInWords, type Wording } from './words.js';

export interface SummaryFacts { studentName: string; requestedBy: string; at: string }

/**
 * The readable summary at the front of an export, in the order a person reads a record: the student, their
 * profile, preferences, college list, documents, meetings, tasks, notes, then the assistant and the account.
 * Values are in words, in the reader's language (`w`); internal ids, file ids and raw timestamps stay in the
 * archive's JSON files.
 */
export function recordSummary(o: SummaryFacts, parts: RecordExportPart[], w: Wording = ENGLISH): { title: string; blocks: PdfBlock[] } {
  const items = (service: string): Json => parts.find((p) => p.service === service)?.items ?? {};
  const [identity, students, roster, documents, colleges, chat, counseling] =
    ['identity', 'students', 'roster', 'documents', 'colleges', 'chat', 'counseling'].map(items);
  const blocks: PdfBlock[] = [
    { kind: 'paragraph', muted: true, text: w.text.intro(o.studentName, timeInWords(o.at, w) ?? o.at, o.requestedBy) },
    ...studentBlocks(identity, students, roster, w),
    ...profileBlocks(obj(students.profile) ?? {}, w),
    ...preferenceBlocks(obj(students.collegePreferences), w),
    ...collegeListBlocks(colleges, w),
    ...documentBlocks(documents, w),
    ...meetingBlocks(counseling, w),
    ...taskBlocks(counseling, w),
    ...noteBlocks(counseling, w),
    ...assistantBlocks(chat, w),
    ...accountBlocks(identity, w),
  ];
  return { title: w.text.title(o.studentName), blocks };
}

function studentBlocks(identity: Json, students: Json, roster: Json, w: Wording): PdfBlock[] {
  const t = w.text;
  const account = obj(identity.account) ?? {};
  const profile = obj(students.profile) ?? {};
  const enrollment = obj(roster.enrollment) ?? obj(students.enrollment) ?? {};
  const name = [str(profile.firstName) ?? str(account.firstName), str(profile.lastName) ?? str(account.lastName)].filter(Boolean).join(' ');
  const grade = str(enrollment.grade) ?? str(profile.grade);
  return [
    { kind: 'heading', level: 2, text: t.headings.student },
    ...fields([
      [t.fields.name, name || null],
      [t.fields.email, str(account.email) ?? str(profile.email)],
      [t.fields.grade, grade],
      [t.fields.school, str(enrollment.schoolName)],
      // The student's own words for their school, when they differ from the roster's.
      [t.fields.highSchool, str(profile.highSchoolName) === str(enrollment.schoolName) ? null : str(profile.highSchoolName)],
      [t.fields.highSchoolLocation, str(profile.highSchoolLocation)],
      [t.fields.dateOfBirth, dateInWords(str(profile.dateOfBirth), w)],
      [t.fields.enrollment, t.enrollment[String(enrollment.status)] ?? null],
    ]),
  ];
}

function profileBlocks(p: Json, w: Wording): PdfBlock[] {
  const t = w.text;
  const courses = objs(p.courses);
  const activities = objs(p.activities);
  const blocks: PdfBlock[] = [
    { kind: 'heading', level: 2, text: t.headings.profile },
    ...fields([
      [t.fields.gpa, str(p.gpa)],
      [t.fields.sat, str(p.satScore)],
      [t.fields.act, str(p.actScore)],
      [t.fields.classRank, str(p.classRank)],
      [t.fields.apIbHonors, str(p.apIbHonors)],
      [t.fields.clubs, str(p.clubs)],
      [t.fields.leadership, str(p.leadership)],
      [t.fields.internships, str(p.internshipsVolunteer)],
      [t.fields.outsideSchool, str(p.activitiesOutsideSchool)],
      [t.fields.siblings, str(p.siblings)],
      [t.fields.targetColleges, typeof p.targetColleges === 'number' && p.targetColleges > 0 ? String(p.targetColleges) : null],
    ]),
    { kind: 'heading', level: 3, text: t.headings.courses },
    courses.length ? {
      kind: 'list',
      items: courses.map((c) => {
        const level = t.levels[String(c.level)];
        const grade = str(c.grade);
        return `${str(c.courseName) ?? t.aCourse}${level ? ` (${level})` : ''}${grade ? t.courseGrade(grade) : ''}`;
      }),
    } : none(t.none.course),
  ];
  if (activities.length) {
    blocks.push({ kind: 'heading', level: 3, text: t.headings.activities }, {
      kind: 'list',
      items: activities.map((a) => [
        `${str(a.name) ?? t.anActivity}${str(a.role) ? ` (${str(a.role)})` : ''}`,
        typeof a.years === 'number' ? t.years(a.years) : '',
        typeof a.hoursPerWeek === 'number' ? t.hoursAWeek(a.hoursPerWeek) : '',
      ].filter(Boolean).join(', ')),
    });
  }
  return blocks;
}

function preferenceBlocks(p: Json | null, w: Wording): PdfBlock[] {
  const t = w.text;
  const blocks: PdfBlock[] = [{ kind: 'heading', level: 2, text: t.headings.preferences }];
  if (!p) return [...blocks, none(t.none.preference)];
  const list = (v: unknown) => (strs(v).length ? listInWords(strs(v), w) : null);
  const rows = fields([
    [t.fields.feeling, str(p.overallFeeling)],
    [t.fields.concern, str(p.concerns)],
    [t.fields.searchStarted, str(p.collegeSearchStarted)],
    [t.fields.size, list(p.collegeSizePreferences)],
    [t.fields.location, list(p.locationPreferences)],
    [t.fields.academics, list(p.academicsExtracurricularsPreferences)],
  ]);
  return [...blocks, ...(rows.length ? rows : [none(t.none.preference)])];
}

function documentBlocks(items: Json, w: Wording): PdfBlock[] {
  const t = w.text;
  const docs = objs(items.documents);
  const size = (n: unknown) => (typeof n === 'number'
    ? new Intl.NumberFormat(w.locale, { style: 'unit', unit: n >= 1_000_000 ? 'megabyte' : 'kilobyte', maximumFractionDigits: 1 })
      .format(n >= 1_000_000 ? n / 1_000_000 : Math.max(n / 1000, 0.1))
    : null);
  return [
    { kind: 'heading', level: 2, text: t.headings.documents },
    docs.length ? {
      kind: 'list',
      items: docs.map((d) => [str(d.fileName) ?? t.aDocument, t.fileKinds[String(d.fileType)], size(d.fileSize), t.uploadedOn(dateInWords(str(d.uploadedAt), w) ?? '')]
        .filter(Boolean).join(', ')),
    } : none(t.none.document),
  ];
}

function assistantBlocks(items: Json, w: Wording): PdfBlock[] {
  const t = w.text;
  const asked = objs(items.chatTurnsAskedByStudent);
  const about = objs(items.chatTurnsAboutStudent);
  const blocks: PdfBlock[] = [{ kind: 'heading', level: 2, text: t.headings.assistant }];
  const question = (turn: Json) => `${dateInWords(str(turn.at), w)}: ${str(turn.question) ?? t.questionNotKept}`;
  if (!asked.length && !about.length) return [...blocks, none(t.none.question)];
  if (asked.length) blocks.push({ kind: 'paragraph', text: t.askedByStudent(asked.length) }, { kind: 'list', items: asked.map(question) });
  if (about.length) blocks.push({ kind: 'paragraph', text: t.askedByStaff(about.length) }, { kind: 'list', items: about.map(question) });
  blocks.push(none(t.answersInJson));
  return blocks;
}

function accountBlocks(identity: Json, w: Wording): PdfBlock[] {
  const t = w.text;
  const account = obj(identity.account);
  if (!account) return [];
  const sessions = objs(identity.sessions);
  const audit = objs(identity.auditEntries);
  const passwordSet = str(account.passwordSet);
  const blocks: PdfBlock[] = [
    { kind: 'heading', level: 2, text: t.headings.account },
    ...fields([
      [t.fields.accountOpened, dateInWords(str(account.createdAt), w)],
      [t.fields.lastSignedIn, timeInWords(str(account.lastLoginAt), w) ?? t.never],
      [t.fields.passwordSet, passwordSet && (t.yesNo[passwordSet] ?? passwordSet)],
      [t.fields.sessionsKept, t.sessions(sessions.length)],
    ]),
  ];
  if (audit.length) {
    blocks.push({ kind: 'heading', level: 3, text: t.headings.staffActions }, {
      kind: 'list',
      // The action is identity's machine name (account.created), told as words; it has no label of its own.
      items: audit.map((e) => `${timeInWords(str(e.at), w)}: ${capitalize(machineWords(String(e.action).replace(/\./g, ' ')))}`
        + `${str(e.actorEmail) ? t.by(str(e.actorEmail) ?? '') : ''}${e.outcome === 'failure' ? t.failed : ''}`),
    });
  }
  return blocks;
}
