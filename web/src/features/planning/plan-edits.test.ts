// The student's changes to the plan: adding and removing entries, what is sent, which problems name an entry.
import { describe, expect, it } from '@jest/globals';
import { entryKey, planInput, problemsOf, sameEntries, withEntry, withoutEntry, type PlanEntry } from './plan-edits';

const course = { id: 'c-alg2', code: 'MATH201', title: 'Álgebra II', credits: 1, subjectArea: '02' };
const entry = (over: Partial<PlanEntry> = {}): PlanEntry => ({
  courseId: 'c-eng9', code: 'ENG9', title: 'English 9', credits: 1, subjectArea: '01', grade: 9, term: 'FULL_YEAR', state: 'COMPLETED', mark: 'A', ...over,
});

describe('withEntry / withoutEntry', () => {
  it('adds a planned course without a mark, keeping the others', () => {
    const next = withEntry([entry()], { course, grade: 10, term: 'FALL', state: 'PLANNED', mark: 'B' });
    expect(next).toHaveLength(2);
    expect(next[1]).toEqual({ courseId: 'c-alg2', code: 'MATH201', title: 'Álgebra II', credits: 1, subjectArea: '02', grade: 10, term: 'FALL', state: 'PLANNED', mark: null });
  });

  it('replaces the same course in the same grade and term, and keeps a completed mark trimmed', () => {
    const once = withEntry([], { course, grade: 10, term: 'FALL', state: 'PLANNED' });
    const twice = withEntry(once, { course, grade: 10, term: 'FALL', state: 'COMPLETED', mark: ' B+ ' });
    expect(twice).toEqual([{ ...once[0], state: 'COMPLETED', mark: 'B+' }]);
    expect(withEntry(twice, { course, grade: 11, term: 'FALL', state: 'PLANNED' })).toHaveLength(2);
  });

  it('removes exactly the entry of that key', () => {
    const list = [entry(), entry({ grade: 10, courseId: 'c-eng10' })];
    expect(withoutEntry(list, entryKey(list[0]))).toEqual([list[1]]);
  });
});

describe('planInput', () => {
  it('sends each entry by course, grade, term and state; a mark only for a completed course', () => {
    expect(planInput([entry(), entry({ courseId: 'x', state: 'PLANNED', mark: 'A' })])).toEqual({ entries: [
      { courseId: 'c-eng9', grade: 9, term: 'FULL_YEAR', state: 'COMPLETED', mark: 'A' },
      { courseId: 'x', grade: 9, term: 'FULL_YEAR', state: 'PLANNED', mark: null },
    ] });
  });
});

describe('problemsOf', () => {
  const p = (courseCode: string | null, grade: number | null, term: 'FALL' | null) => ({ kind: 'k', message: 'm', messageText: { code: 'k', args: '{}' }, courseCode, grade, term });
  it('finds the problems naming the course in its grade and term; one without grade or term names every place', () => {
    const problems = [p('ENG9', 9, null), p('ENG9', 10, null), p('ENG9', 9, 'FALL'), p('MATH', 9, null), p(null, 9, 'FALL'), p('ENG9', null, null)];
    expect(problemsOf(problems, { code: 'ENG9', grade: 9, term: 'FULL_YEAR' })).toEqual([problems[0], problems[5]]);
    expect(problemsOf(problems, { code: 'ENG9', grade: 9, term: 'FALL' })).toEqual([problems[0], problems[2], problems[5]]);
  });
});

describe('sameEntries', () => {
  it('ignores order, notices a changed mark or a missing entry', () => {
    const a = [entry(), entry({ courseId: 'b' })];
    expect(sameEntries(a, [a[1], a[0]])).toBe(true);
    expect(sameEntries(a, [a[0], { ...a[1], mark: 'B' }])).toBe(false);
    expect(sameEntries(a, [a[0]])).toBe(false);
  });
});
