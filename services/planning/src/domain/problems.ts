import type { PlanProblem } from './checks.js';
import { prerequisiteOptions } from './course.js';
import type { Term } from './plan.js';
import { named, num, phrase, where } from './words.js';

/** The most a semester carries (eight periods of full-year courses, 0.5 credit each) and a summer session. */
export const MAX_SEMESTER_CREDITS = 4;
export const MAX_SUMMER_CREDITS = 1;

/** A course of the plan as the order checks see it. */
export interface PlacedCourse {
  code: string;
  title: string;
  credits: number;
  grade: number;
  term: Term;
  gradeLevels: readonly number[];
  prerequisites: readonly string[];
}

/** Where a course sits in time: fall, spring and summer of each grade, a full-year course over fall and spring. */
function span(c: Pick<PlacedCourse, 'grade' | 'term'>): [number, number] {
  const base = (c.grade - 9) * 3;
  switch (c.term) {
    case 'FALL': return [base, base];
    case 'SPRING': return [base + 1, base + 1];
    case 'SUMMER': return [base + 2, base + 2];
    default: return [base, base + 1];
  }
}

/** Prerequisites out of order, courses in a grade they are not offered in, overloaded terms; each in words. */
export function planProblems(courses: readonly PlacedCourse[]): PlanProblem[] {
  const problems: PlanProblem[] = [];
  const byCode = new Map<string, PlacedCourse[]>();
  for (const c of courses) byCode.set(c.code, [...(byCode.get(c.code) ?? []), c]);
  for (const c of courses) {
    const [start] = span(c);
    for (const p of c.prerequisites) {
      // "GEO/IM2": any one of the codes, finished before the course starts, meets it.
      const options = prerequisiteOptions(p);
      const before = options.flatMap((o) => byCode.get(o) ?? []);
      if (before.some((b) => span(b)[1] < start)) continue;
      const at = where(c.grade, c.term);
      const course = { title: c.title, code: c.code, grade: c.grade, term: c.term };
      const [message, messageText] = before.length > 0
        ? [`${named(c)} in ${at} comes before its prerequisite ${named(before[0])} in ${where(before[0].grade, before[0].term)}`,
          phrase('PREREQUISITE_ORDER', { ...course, beforeTitle: before[0].title, beforeCode: before[0].code, beforeGrade: before[0].grade, beforeTerm: before[0].term })]
        : options.length === 1
          ? [`${named(c)} in ${at} needs ${p} first, which is not in the plan`, phrase('PREREQUISITE_MISSING', { ...course, prerequisite: p })]
          : [`${named(c)} in ${at} needs one of ${options.join(', ')} first, none of which is in the plan`,
            phrase('PREREQUISITE_MISSING_ANY', { ...course, options: options.join(', ') })];
      problems.push({ kind: 'PREREQUISITE_ORDER', message, messageText, courseCode: c.code, grade: c.grade, term: c.term });
    }
    if (c.gradeLevels.length > 0 && !c.gradeLevels.includes(c.grade)) {
      problems.push({
        kind: 'GRADE_NOT_OFFERED', courseCode: c.code, grade: c.grade, term: c.term,
        message: `${named(c)} is offered in grade${c.gradeLevels.length > 1 ? 's' : ''} ${c.gradeLevels.join(', ')}, not in grade ${c.grade}`,
        messageText: phrase('GRADE_NOT_OFFERED', { title: c.title, code: c.code, grade: c.grade, grades: c.gradeLevels.join(', '), count: c.gradeLevels.length }),
      });
    }
  }
  for (let grade = 9; grade <= 12; grade++) {
    const of = (term: Term) => courses.filter((c) => c.grade === grade && c.term === term).reduce((s, c) => s + c.credits, 0);
    const year = of('FULL_YEAR') / 2;
    for (const [term, load, max] of [['FALL', of('FALL') + year, MAX_SEMESTER_CREDITS], ['SPRING', of('SPRING') + year, MAX_SEMESTER_CREDITS], ['SUMMER', of('SUMMER'), MAX_SUMMER_CREDITS]] as const) {
      if (load > max) {
        problems.push({
          kind: 'OVERLOADED_TERM', courseCode: null, grade, term,
          message: `${where(grade, term)[0].toUpperCase()}${where(grade, term).slice(1)} carries ${num(load)} credits, more than the ${num(max)} a term holds`,
          messageText: phrase('OVERLOADED_TERM', { grade, term, load: num(load), max: num(max) }),
        });
      }
    }
  }
  return problems;
}

/** Credits still free in each grade from `fromGrade` on: a full load (two semesters) less what is planned or done there. */
export function roomByGrade(courses: readonly Pick<PlacedCourse, 'grade' | 'credits' | 'term'>[], fromGrade: number): Map<number, number> {
  const room = new Map<number, number>();
  for (let g = Math.max(9, fromGrade); g <= 12; g++) {
    const used = courses.filter((c) => c.grade === g && c.term !== 'SUMMER').reduce((s, c) => s + c.credits, 0);
    room.set(g, Math.max(0, MAX_SEMESTER_CREDITS * 2 - used));
  }
  return room;
}
