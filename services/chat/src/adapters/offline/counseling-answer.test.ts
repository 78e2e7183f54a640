import { describe, expect, it } from '@jest/globals';
import type { CounselingRecord } from '../../domain/counseling.js';
import { counselingLines } from './counseling-answer.js';

const record: CounselingRecord = {
  notes: [
    { id: 'n1', text: 'Early Decision to Rice is her first choice.\n- Essay draft due Friday', pinned: true, tags: ['college'], date: '2026-11-18' },
    { id: 'n2', text: 'Parents asked about financial aid timelines. Sent the FAFSA page.', pinned: false, tags: ['family_contact'], date: '2026-11-22' },
  ],
  tasks: [{ id: 't1', title: 'Send SAT scores to UC', dueDate: '2026-11-30', overdue: false }],
};

describe('the offline answer from notes and tasks', () => {
  it('lists open tasks when asked what the student has to do, and every note when notes are asked about', () => {
    const lines = counselingLines('What tasks does Maya have, and what do the notes say?', record, 'Maya');
    expect(lines).toContain('- Send SAT scores to UC (due 2026-11-30) [T1]');
    expect(lines).toContain('- 2026-11-18 (pinned) [college]: Early Decision to Rice is her first choice. - Essay draft due Friday [N1]');
    expect(lines.some((l) => l.endsWith('[N2]'))).toBe(true);
  });

  it('adds a note sharing two words with the question, and none for one shared word', () => {
    expect(counselingLines('What financial aid timelines apply?', record, 'Maya').filter((l) => /\[N\d\]/.test(l))).toHaveLength(1);
    expect(counselingLines('FAFSA?', record, 'Maya')).toEqual([]);
  });

  it('beside a passage that answers, shows notes only for a question asked of the student', () => {
    const noted = (q: string) => counselingLines(q, record, 'Maya Chen', true).filter((l) => /\[N\d\]/.test(l));
    // "family" asks nothing of Maya here: every family gets the packet.
    expect(noted('What does each family get at Junior Parent Night?')).toEqual([]);
    expect(noted("What did Maya's family ask about?").length).toBeGreaterThan(0);
    expect(noted('What did her family ask about?').length).toBeGreaterThan(0);
  });
});
