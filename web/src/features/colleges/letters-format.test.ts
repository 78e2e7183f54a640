import { describe, expect, it } from '@jest/globals';
import { LETTER_STATE_LABELS, lettersMissingText, packetText } from './letters-format';

describe('letters on the checklist and the board', () => {
  it('counts the letters still to come', () => {
    expect(lettersMissingText(0)).toBeNull();
    expect(lettersMissingText(1)).toBe('1 letter missing');
    expect(lettersMissingText(2)).toBe('2 letters missing');
  });

  it('says each request state in words', () => {
    expect(LETTER_STATE_LABELS.accepted).toBe('Accepted, being written');
    expect(LETTER_STATE_LABELS.submitted).toBe('Submitted');
  });

  it('tells the packet in packet order, the later reports once started', () => {
    expect(packetText([
      { kind: 'counselor_letter', state: 'draft' }, { kind: 'school_report', state: 'not_started' }, { kind: 'transcript', state: 'ready' },
      { kind: 'mid_year_report', state: 'not_started' }, { kind: 'final_report', state: 'not_started' },
    ])).toBe('Counselor letter: draft, School report: not started, Transcript: ready');
    expect(packetText([{ kind: 'transcript', state: 'ready' }, { kind: 'mid_year_report', state: 'draft' }]))
      .toBe('Transcript: ready, Mid-year report: draft');
  });
});
