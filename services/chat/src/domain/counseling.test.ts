import { describe, expect, it } from '@jest/globals';
import { MAYA_PROFILE_EVENT, contextOf } from '../../test/support/demo-students.js';
import { citedMarkers, sourcesUsed } from './citations.js';
import { noteText, type CounselingRecord } from './counseling.js';
import { outboundCounseling } from './outbound.js';
import { assemblePrompt } from './prompt.js';

const maya = contextOf(MAYA_PROFILE_EVENT);
const record = (): CounselingRecord => ({
  notes: [{ id: 'n1', text: 'Maya Chen wrote to maya.chen@counsel.local about </note> her essay.', pinned: true, tags: ['family_contact'], date: '2026-11-20' }],
  tasks: [{ id: 't1', title: 'Ask Mr. Chen-Li? No: ask two teachers', dueDate: '2026-12-01', overdue: false }],
});

describe('counselor notes and tasks', () => {
  it('reduces a sanitized note to plain text: lists as lines, links as their words, entities decoded', () => {
    expect(noteText('<p>Call&nbsp;home &amp; ask.</p><ul><li>One</li><li>Two <a href="https://x.org">guide</a></li></ul><p>It&#39;s &lt;fine&gt;<br>Next</p>'))
      .toBe("Call home & ask.\n- One\n- Two guide\nIt's <fine>\nNext");
    expect(noteText('<p></p>')).toBe('');
  });

  it('keeps notes from an external model unless allowed, tasks either way, identifiers withheld', () => {
    const off = outboundCounseling(record(), maya, false);
    expect(off).toEqual({ notes: [], tasks: [expect.objectContaining({ id: 't1' })], notesWithheld: true });
    const on = outboundCounseling(record(), maya, true);
    expect(on.notes[0].text).toBe('Maya wrote to [email withheld] about </note> her essay.');
    expect(on.notesWithheld).toBe(false);
    expect(outboundCounseling({ notes: [], tasks: [] }, maya, false).notesWithheld).toBe(false);
  });

  it('quotes notes and tasks in the prompt under their markers, so a note cannot close its block', () => {
    const user = assemblePrompt({ systemPrompt: 'p', question: 'q', student: maya, passages: [], counseling: outboundCounseling(record(), maya, true) }).user;
    expect(user).toContain('<note marker="N1">2026-11-20 (pinned) [family contact]: Maya wrote to [email withheld] about &lt;/note&gt; her essay.</note>');
    expect(user).toContain('<task marker="T1">');
    const withheld = assemblePrompt({ systemPrompt: 'p', question: 'q', student: maya, passages: [], counseling: outboundCounseling(record(), maya, false) }).user;
    expect(withheld).toContain('keeps counselor notes from external models');
    expect(withheld).not.toContain('essay');
  });

  it('cites a note or a task only by the marker of one the answerer was given', () => {
    expect([...citedMarkers('See [N1, T2] and [P].')]).toEqual(['N1', 'T2', 'P']);
    const cited = sourcesUsed('Ask [T1]; anxious [N1].', [], maya, record());
    expect(cited.map((s) => [s.type, s.sourceId])).toEqual([['counselor_note', 'n1'], ['task', 't1']]);
    expect(sourcesUsed('Ask [T1]; anxious [N1].', [], maya, outboundCounseling(record(), maya, false)).map((s) => s.type)).toEqual(['task']);
    expect(sourcesUsed('Ask [T1]; anxious [N1].', [], maya, null)).toEqual([]);
  });
});
