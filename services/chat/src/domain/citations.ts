import { PROFILE_MARKER, type ChatSource, type Passage } from './chat.js';
import { ACADEMIC_PLAN_MARKER, ACADEMIC_PLAN_TITLE, planLines } from './academic-plan.js';
import { COLLEGE_LIST_MARKER, COLLEGE_LIST_TITLE, entryLine, type CollegeListEntry } from './college-list.js';
import { noteLine, noteMarker, taskLine, taskMarker, type CounselingRecord } from './counseling.js';
import { studentFacts } from './student-facts.js';
import type { StudentContext } from './student-context.js';

const SOURCE_TEXT_MAX = 1200;

/** The markers an answer cites: [1], [2, 3], [P], [L], [A], and a note's or a task's [N1], [T2]. */
export function citedMarkers(text: string): Set<string> {
  const found = new Set<string>();
  for (const m of text.matchAll(/\[((?:\s*(?:\d{1,2}|P|L|A|[NT]\d{1,2})\s*,?)+)\]/g)) {
    for (const part of m[1].split(',')) if (part.trim()) found.add(part.trim());
  }
  return found;
}

/**
 * The sources an answer actually used: only the passages, profile, college list, plan, notes and tasks its markers cite.
 * `counseling` is what the answerer was given: a note withheld from a model cannot be cited by it.
 */
export function sourcesUsed(answer: string, passages: Passage[], student: StudentContext | null, counseling: CounselingRecord | null = null): ChatSource[] {
  const markers = citedMarkers(answer);
  const sources: ChatSource[] = [];
  if (student && markers.has(PROFILE_MARKER)) {
    const content = studentFacts(student).map((f) => f.text).join('; ');
    sources.push({ type: 'student_profile', content: content || 'Student profile', title: 'Student profile', sourceId: student.studentId });
  }
  if (student && student.collegeList.length && markers.has(COLLEGE_LIST_MARKER)) {
    const content = listSourceText(answer, student.collegeList);
    sources.push({ type: 'college_list', content, title: COLLEGE_LIST_TITLE, sourceId: student.studentId });
  }
  if (student?.academicPlan && markers.has(ACADEMIC_PLAN_MARKER)) {
    const content = planLines(student.academicPlan).join(' | ').slice(0, SOURCE_TEXT_MAX);
    sources.push({ type: 'academic_plan', content, title: ACADEMIC_PLAN_TITLE, sourceId: student.studentId });
  }
  if (student && counseling) {
    counseling.notes.forEach((n, i) => {
      if (markers.has(noteMarker(i))) sources.push({ type: 'counselor_note', content: noteLine(n).slice(0, SOURCE_TEXT_MAX), title: `Counselor note, ${n.date}`, sourceId: n.id });
    });
    counseling.tasks.forEach((t, i) => {
      if (markers.has(taskMarker(i))) sources.push({ type: 'task', content: taskLine(t), title: t.title, sourceId: t.id });
    });
  }
  passages.forEach((p, i) => {
    if (!markers.has(String(i + 1))) return;
    sources.push({ type: p.sourceType, content: p.text.slice(0, SOURCE_TEXT_MAX), title: p.title, sourceId: p.sourceId });
  });
  return sources;
}

/**
 * The college list as its citation shows it: whole entries, every one the answer names and then the others in list
 * order while they fit, kept in list order. Cut at a length, the entries the answer states from could fall past the
 * cut (a fifth college's deadline), and the source shown would not hold what it is cited for.
 */
export function listSourceText(answer: string, list: readonly CollegeListEntry[]): string {
  const named = new Set(list.filter((e) => answer.includes(e.collegeName)));
  let room = SOURCE_TEXT_MAX - [...named].reduce((n, e) => n + entryLine(e).length + 3, 0);
  const shown = list.filter((e) => {
    if (named.has(e)) return true;
    room -= entryLine(e).length + 3;
    return room >= 0;
  });
  // One entry longer than the whole allowance, and none named: its beginning, as before.
  return shown.length ? shown.map(entryLine).join(' | ') : list.map(entryLine).join(' | ').slice(0, SOURCE_TEXT_MAX);
}
