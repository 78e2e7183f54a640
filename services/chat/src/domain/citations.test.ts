import { describe, expect, it } from '@jest/globals';
import { MAYA_PROFILE_EVENT, contextOf } from '../../test/support/demo-students.js';
import { MAYA_LIST } from '../../test/support/demo-college-lists.js';
import { sourcesUsed } from './citations.js';
import { entryLine } from './college-list.js';

const maya = contextOf(MAYA_PROFILE_EVENT);
// Long enough that the list's lines together run past what a citation shows.
const longList = MAYA_LIST.applications.map((e, i) => ({ ...e, missing: [...e.missing, ...Array.from({ length: 8 }, (_, k) => `Supplement ${i}-${k}: a short answer on why this college`)] }));

describe('the college list as a cited source', () => {
  it('holds every entry the answer states, whole, even past the first entries', () => {
    const last = longList[longList.length - 1];
    expect(longList.map(entryLine).join(' | ').length).toBeGreaterThan(1200);
    const answer = `- ${last.collegeName}: Early Action, researching, no deadline entered [L]`;
    const [source] = sourcesUsed(answer, [], { ...maya, collegeList: longList });
    expect(source.type).toBe('college_list');
    expect(source.content).toContain(entryLine(last));
  });

  it('shows whole entries in list order, never one cut inside', () => {
    const answer = `${longList[3].collegeName} is due 2026-12-15 [L]`;
    const [source] = sourcesUsed(answer, [], { ...maya, collegeList: longList });
    const shown = source.content.split(' | ');
    expect(shown).toContain(entryLine(longList[3]));
    for (const line of shown) expect(longList.map(entryLine)).toContain(line);
    const order = shown.map((l) => longList.map(entryLine).indexOf(l));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
