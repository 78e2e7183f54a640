import { planHeadline, trackText, type AcademicPlan } from './academic-plan.js';
import { OPEN_STATUSES, planName, statusName, type CollegeListEntry } from './college-list.js';
import {
  MISSING_LINES, NEXT_DEADLINES, app, bindingApplications, daysFrom, inDays, line, passedDeadlines, plural, src, statusCounts, upcomingDeadlines,
  type BriefLine, type BriefSection, type MeetingBrief,
} from './meeting-brief-rules.js';
import { suggestTopics } from './meeting-brief-topics.js';
import type { CounselingRecord } from './counseling.js';
import { studentName, type StudentContext } from './student-context.js';

/** The brief's sections, from the rules in meeting-brief-rules.ts and the topics in meeting-brief-topics.ts. */
function studentSection(s: StudentContext): BriefSection {
  const p = s.profile;
  const profile = src('student_profile', s.studentId);
  const lines: BriefLine[] = [];
  const school = [p.highSchoolName, p.highSchoolLocation].filter(Boolean).join(', ');
  lines.push(line(`${studentName(s)}: ${p.grade ? `grade ${p.grade}` : 'grade not recorded'}${school ? `, ${school}` : ''}`, profile));
  const academics = [
    p.gpa !== null ? `GPA ${p.gpa.toFixed(2)}` : null, p.satScore !== null ? `SAT ${p.satScore}` : null, p.actScore !== null ? `ACT ${p.actScore}` : null,
    p.classRank ? `class rank ${p.classRank}` : null,
  ].filter(Boolean);
  if (academics.length) lines.push(line(academics.join(', '), profile));
  if (p.apIbHonors) lines.push(line(`AP/IB/Honors: ${p.apIbHonors}`, profile));
  if (p.activities.length) lines.push(line(`Activities: ${p.activities.map((a) => (a.role ? `${a.name} (${a.role})` : a.name)).join('; ')}`, profile));
  const pref = s.preferences;
  if (pref?.overallFeeling || pref?.concerns) {
    lines.push(line([pref.overallFeeling ? `Feels ${pref.overallFeeling.toLowerCase()} about the search` : null, pref.concerns ? `main concern: ${pref.concerns}` : null]
      .filter(Boolean).join('; '), src('college_preferences', s.studentId)));
  }
  if (s.documents.length) lines.push(line(`Documents on file: ${s.documents.map((d) => d.fileName).join(', ')}`, ...s.documents.map((d) => src('documents', d.documentId))));
  return { key: 'student', title: 'Who the student is', lines };
}

function listSection(list: CollegeListEntry[]): BriefSection {
  const whole = src('college_list');
  if (!list.length) return { key: 'college_list', title: 'College list', lines: [line('No college list yet: no colleges have been added', whole)] };
  const counts = statusCounts(list).map((c) => `${c.count} ${statusName(c.status)}`).join(', ');
  const fit = (['REACH', 'MATCH', 'LIKELY', 'UNKNOWN'] as const).map((level) => ({ level, n: list.filter((e) => e.fit.level === level).length }))
    .filter((f) => f.n > 0).map((f) => `${f.n} ${f.level === 'UNKNOWN' ? 'fit unknown' : f.level.toLowerCase()}`).join(', ');
  return {
    key: 'college_list', title: 'College list',
    lines: [
      line(`${plural(list.length, 'college')} on the list: ${counts}`, whole),
      line(`Fit (an estimate, never a promise): ${fit}`, whole),
      // One line per status (not per college), so a long list still fits the page.
      ...statusCounts(list).map(({ status }) => {
        const of = list.filter((e) => e.status === status);
        return line(`${statusName(status)[0].toUpperCase()}${statusName(status).slice(1)}: ${of.map((e) => `${e.collegeName} (${planName(e.plan)})`).join(', ')}`, ...of.map(app));
      }),
    ],
  };
}

function deadlinesSection(list: CollegeListEntry[], today: string): BriefSection {
  const next = upcomingDeadlines(list, today).slice(0, NEXT_DEADLINES);
  const lines = next.map((e) => line(`${e.deadline} (${inDays(daysFrom(today, e.deadline))}): ${e.collegeName}, ${planName(e.plan)}`, app(e)));
  if (list.length && !next.length) lines.push(line('No upcoming deadline on applications still being prepared', src('college_list')));
  const unknown = list.filter((e) => !e.deadline && OPEN_STATUSES.has(e.status));
  if (unknown.length) lines.push(line(`No deadline entered for ${unknown.map((e) => e.collegeName).join(', ')}`, ...unknown.map(app)));
  return { key: 'deadlines', title: 'Next deadlines', lines };
}

function materialsSection(list: CollegeListEntry[]): BriefSection {
  const open = list.filter((e) => OPEN_STATUSES.has(e.status) && e.missing.length)
    .sort((a, b) => (a.deadline ?? '9999').localeCompare(b.deadline ?? '9999') || a.collegeName.localeCompare(b.collegeName));
  const lines = open.slice(0, MISSING_LINES).map((e) => line(`${e.collegeName}: ${e.missing.join(', ')}`, app(e)));
  const more = open.slice(MISSING_LINES);
  if (more.length) lines.push(line(`And ${plural(more.length, 'more application')} with materials missing: ${more.map((e) => e.collegeName).join(', ')}`, ...more.map(app)));
  if (list.length && !lines.length) lines.push(line('Nothing missing on applications still being prepared', src('college_list')));
  return { key: 'missing_materials', title: 'Missing materials', lines };
}

function flagsSection(list: CollegeListEntry[], today: string): BriefSection {
  const lines: BriefLine[] = [];
  const binding = bindingApplications(list);
  if (binding.length) {
    lines.push(line(`Two binding applications: ${binding.map((e) => `${e.collegeName} (${planName(e.plan)})`).join(' and ')}; a student may hold only one`, ...binding.map(app)));
  }
  for (const e of passedDeadlines(list, today)) {
    lines.push(line(`Deadline passed on ${e.deadline} for ${e.collegeName} while still ${statusName(e.status)}`, app(e)));
  }
  if (list.length && !lines.length) lines.push(line('No flags on the list', src('college_list')));
  return { key: 'flags', title: 'Flags', lines };
}

/**
 * The four-year plan's status, and in one more line each requirement set off or at risk with what it misses: two
 * lines at most, so the brief stays one page (the plan itself is a click away).
 */
function planSection(s: StudentContext, plan: AcademicPlan | null): BriefSection {
  const whole = src('academic_plan', s.studentId);
  if (!plan) return { key: 'academic_plan', title: 'Academic plan', lines: [line('No four-year plan yet', whole)] };
  const gaps = plan.sets.filter((x) => x.status !== 'ON_TRACK' || x.missing.length);
  if (!gaps.length) return { key: 'academic_plan', title: 'Academic plan', lines: [line(`${planHeadline(plan)}, nothing missing`, whole)] };
  const missing = gaps.map((x) => `${x.setName} (${trackText(x.status)})${x.missing.length ? `: ${x.missing.map((m) => m.label).join(', ')}` : ''}`);
  return { key: 'academic_plan', title: 'Academic plan', lines: [line(planHeadline(plan), whole), line(`Missing: ${missing.join('; ')}`, whole)] };
}

/** What the records lack that a counselor would want before the meeting. */
export function profileGaps(s: StudentContext): BriefLine[] {
  const p = s.profile;
  const profile = src('student_profile', s.studentId);
  const missing = [
    !p.grade && 'grade', !p.highSchoolName && 'high school', p.gpa === null && 'GPA', p.satScore === null && p.actScore === null && 'SAT or ACT score',
    !p.courses.length && 'current courses', !p.activities.length && 'activities',
  ].filter((m): m is string => !!m);
  const lines: BriefLine[] = [];
  if (missing.length) lines.push(line(`Profile has no ${missing.join(', ')}`, profile));
  const prefs = src('college_preferences', s.studentId);
  if (!s.preferences) lines.push(line('College preferences not started', prefs));
  else {
    const empty = [
      !s.preferences.collegeSizePreferences.length && 'college size', !s.preferences.locationPreferences.length && 'location',
      !s.preferences.academicsExtracurricularsPreferences.length && 'academics and extracurriculars',
    ].filter((m): m is string => !!m);
    if (empty.length) lines.push(line(`No preferences for ${empty.join(', ')}`, prefs));
  }
  if (!s.documents.length) lines.push(line('No documents uploaded', src('documents')));
  return lines;
}

/** The whole brief for one student on one day. */
/** How much of one note the brief quotes (it is one page; the note itself is a click away). */
const BRIEF_NOTE_CHARS = 200;
const BRIEF_NOTES = 3;

/** The student's open tasks (soonest due first) and the counselor notes (pinned first, then newest). */
function counselingSection(c: CounselingRecord, today: string): BriefSection {
  const tasks = [...c.tasks].sort((a, b) => a.dueDate.localeCompare(b.dueDate)).map((t) =>
    line(`Task: ${t.title}, due ${t.dueDate} (${inDays(daysFrom(today, t.dueDate))})${t.overdue ? ', overdue' : ''}`, src('task', t.id)));
  const notes = c.notes.slice(0, BRIEF_NOTES).map((n) => {
    const text = n.text.replace(/\n+/g, ' ');
    return line(`Note of ${n.date}${n.pinned ? ' (pinned)' : ''}: ${text.length > BRIEF_NOTE_CHARS ? `${text.slice(0, BRIEF_NOTE_CHARS)}…` : text}`, src('counselor_note', n.id));
  });
  return { key: 'counseling', title: 'Open tasks and counselor notes', lines: [...tasks, ...notes] };
}

/** `counseling`: the student's notes and open tasks from the counseling service (null: none read). */
export function assembleMeetingBrief(s: StudentContext, today: string, counseling: CounselingRecord | null = null): MeetingBrief {
  const list = s.collegeList;
  const gaps = profileGaps(s);
  const sections: BriefSection[] = [
    studentSection(s),
    listSection(list),
    ...(list.length ? [deadlinesSection(list, today), materialsSection(list), flagsSection(list, today)] : []),
    planSection(s, s.academicPlan ?? null),
    ...(counseling && (counseling.tasks.length || counseling.notes.length) ? [counselingSection(counseling, today)] : []),
    { key: 'profile_gaps', title: 'Missing from the profile or preferences', lines: gaps.length ? gaps : [line('Nothing missing from the profile or preferences', src('student_profile', s.studentId))] },
    { key: 'topics', title: 'Suggested topics', lines: suggestTopics(s, today) },
  ];
  return { studentId: s.studentId, studentName: studentName(s), today, sections };
}
