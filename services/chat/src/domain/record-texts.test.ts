import { describe, expect, it } from '@jest/globals';
import { MAYA_PROFILE_EVENT, contextOf } from '../../test/support/demo-students.js';
import { MAYA_LIST } from '../../test/support/demo-college-lists.js';
import { entryLine, type CollegeListEntry } from './college-list.js';
import { recordTexts } from './record-texts.js';
import type { StudentContext } from './student-context.js';
import { terms } from './text-analysis.js';

const maya = (): StudentContext => ({ ...contextOf(MAYA_PROFILE_EVENT), collegeList: structuredClone(MAYA_LIST.applications) as CollegeListEntry[] });

/** Frozen all the way down, as the context store hands a context out. */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) frozen(v);
    Object.freeze(value);
  }
  return value;
}

describe("the student's record texts an answer looks words up in", () => {
  it('reads a context changed in place anew: its facts, its list lines and their terms', () => {
    const s = maya();
    const before = recordTexts(s);
    expect(before.texts).toContain(entryLine(s.collegeList[0]));
    expect(before.terms.has('waitlist')).toBe(false);
    s.collegeList[0].status = 'waitlisted';
    s.profile.gpa = 3.5;
    const after = recordTexts(s);
    expect(after.texts.some((t) => t.includes('status waitlisted'))).toBe(true);
    expect(after.texts).toContain('GPA: 3.50 (4.0 scale)');
    expect([...after.terms]).toEqual(expect.arrayContaining(terms('waitlisted')));
  });

  it('works a frozen context (the store\'s, shared by turns) out once, the same as a fresh reading', () => {
    const kept = frozen(maya());
    expect(recordTexts(kept)).toBe(recordTexts(kept));
    expect(entryLine(kept.collegeList[0])).toBe(entryLine(kept.collegeList[0]));
    const fresh = recordTexts(maya());
    expect(recordTexts(kept).texts).toEqual(fresh.texts);
    expect([...recordTexts(kept).terms]).toEqual([...fresh.terms]);
    expect(recordTexts(null).texts).toEqual([]);
  });

  it('writes an entry changed in place anew', () => {
    const e = structuredClone(MAYA_LIST.applications[0]) as CollegeListEntry;
    const line = entryLine(e);
    e.missing = ['Counselor recommendation'];
    expect(entryLine(e)).not.toBe(line);
    expect(entryLine(e)).toContain('missing: Counselor recommendation');
  });
});
