import { describe, expect, it } from '@jest/globals';
import { ValidationError } from '@counsel/kit';
import { applyPatch, parseAddApplication, parseApplicationPatch, parseDeadlineSet } from './application-rules.js';
import { cycleFor } from './cycle.js';
import { deadlineInForce } from './deadline-in-force.js';
import { flagsFor } from './flags.js';
import { addedSummary, changeSummaries } from './history.js';
import { defaultMaterials, missingMaterials } from './materials.js';

const fails = (f: () => unknown, message: string) => expect(f).toThrow(new ValidationError(message));

describe('add and update inputs', () => {
  it('adds with a plan and status, or researching with none', () => {
    expect(parseAddApplication({ collegeId: '166683', plan: 'ED', status: 'planning' })).toEqual({ collegeId: '166683', plan: 'ED', status: 'planning' });
    expect(parseAddApplication({ collegeId: ' 166683 ' })).toEqual({ collegeId: '166683', plan: null, status: 'researching' });
  });

  it.each([
    [{ collegeId: '166683', plan: 'EDX' }, 'Unknown plan "EDX": use one of ED, ED2, EA, REA, RD, ROLLING, PRIORITY'],
    [{ collegeId: '166683', status: 'done' }, 'Unknown status "done": use one of researching, planning, in_progress, submitted, admitted, waitlisted, deferred, denied, enrolled, declined'],
    [{ collegeId: 'MIT' }, "College id must be the college's unit id (digits)"],
    [{}, 'College id is required'],
  ])('refuses %j', (input, message) => fails(() => parseAddApplication(input), message));

  it.each([
    [{ deadline: '2026-13-01' }, 'Deadline must be a date (YYYY-MM-DD)'],
    [{ deadline: '2026-02-30' }, 'Deadline must be a date (YYYY-MM-DD)'],
    [{ deadline: '12/01/2026' }, 'Deadline must be a date (YYYY-MM-DD)'],
    [{ status: null }, 'Status cannot be empty'],
    [{ materials: { recommendations: [{ name: '', state: 'requested' }] } }, 'Recommender name must be 1 to 100 characters'],
    [{ materials: { recommendations: [{ name: 'x'.repeat(101), state: 'requested' }] } }, 'Recommender name must be 1 to 100 characters'],
    [{ materials: { recommendations: Array.from({ length: 11 }, (_, i) => ({ name: `R${i}`, state: 'requested' })) } }, 'At most 10 recommenders'],
    [{ materials: { recommendations: [{ name: 'Ms Lee', state: 'requested' }, { name: 'ms lee', state: 'submitted' }] } }, 'Each recommender may be listed once'],
    [{ materials: { transcript: 'lost' } }, 'Transcript must be one of not_requested, requested, sent'],
  ])('refuses the patch %j', (input, message) => fails(() => parseApplicationPatch(input), message));

  it('accepts 100-character names and 10 recommenders; absent fields stay, null clears plan and deadline', () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({ name: `${'x'.repeat(99)}${i}`, state: 'requested' as const }));
    expect(parseApplicationPatch({ materials: { recommendations: ten } }).materials?.recommendations).toHaveLength(10);
    expect(parseApplicationPatch({ plan: null, deadline: null })).toEqual({ plan: null, deadline: null });
    expect(parseApplicationPatch({ status: 'submitted' })).toEqual({ status: 'submitted' });
    const a = { plan: 'EA' as const, status: 'planning' as const, ownDeadline: '2026-12-01', materials: defaultMaterials(null) };
    expect(applyPatch(a, parseApplicationPatch({ materials: { essays: true } }))).toEqual({ ...a, materials: { ...a.materials, essays: true } });
  });

  it('reads a curated set: one date per plan, real dates, a year as cycle', () => {
    expect(parseDeadlineSet({ cycle: 2027, deadlines: [{ plan: 'ED', date: '2026-11-01' }] })).toEqual({ cycle: 2027, deadlines: [{ plan: 'ED', date: '2026-11-01' }] });
    fails(() => parseDeadlineSet({ cycle: 2027, deadlines: [{ plan: 'ED', date: '2026-11-01' }, { plan: 'ED', date: '2026-11-02' }] }), 'One deadline per plan');
    fails(() => parseDeadlineSet({ cycle: 27, deadlines: [] }), 'Cycle must be a year such as 2027');
    fails(() => parseDeadlineSet({ cycle: 2027, deadlines: [{ plan: 'RD', date: 'Jan 1' }] }), 'Deadline must be a date (YYYY-MM-DD)');
  });
});

describe('cycle', () => {
  it.each([
    ['12', '2026-11-24', 2027], ['11', '2026-11-24', 2028], [null, '2026-11-24', 2027], ['9', '2026-11-24', 2030],
    ['12', '2026-07-31', 2026], ['12', '2026-08-01', 2027], ['12', '2027-01-15', 2027],
  ] as const)('grade %s on %s applies for %s', (grade, day, cycle) => {
    expect(cycleFor(grade, new Date(`${day}T12:00:00Z`))).toBe(cycle);
  });
});

describe('deadline in force', () => {
  it('is the own deadline, else the curated one for the plan, else unknown', () => {
    const curated = new Map([['EA', '2026-11-01']]);
    expect(deadlineInForce('2026-12-01', 'EA', curated)).toEqual({ deadline: '2026-12-01', source: 'STUDENT' });
    expect(deadlineInForce(null, 'EA', curated)).toEqual({ deadline: '2026-11-01', source: 'CURATED' });
    expect(deadlineInForce(null, 'RD', curated)).toEqual({ deadline: null, source: 'UNKNOWN' });
    expect(deadlineInForce(null, null, curated)).toEqual({ deadline: null, source: 'UNKNOWN' });
  });
});

describe('materials', () => {
  it('defaults by test policy and names what is missing', () => {
    expect(defaultMaterials('NOT_RECOMMENDED').testScores).toBe('not_required');
    expect(defaultMaterials('CONSIDERED').testScores).toBe('not_sent');
    expect(missingMaterials(defaultMaterials('REQUIRED'))).toEqual(['Application form', 'Essays', 'Transcript', 'Test scores', 'Application fee']);
    expect(missingMaterials({
      applicationForm: true, essays: true, transcript: 'requested', testScores: 'not_required',
      recommendations: [{ name: 'Ms Lee', state: 'requested' }, { name: 'Dr Okafor', state: 'submitted' }], fee: 'waived',
    })).toEqual(['Transcript', 'Recommendation: Ms Lee']);
  });
});

describe('flags', () => {
  it('flags two live binding applications and a passed deadline before submission', () => {
    expect(flagsFor({ plan: 'ED', status: 'planning' }, null, 2, '2026-11-20').map((f) => f.code)).toEqual(['TWO_BINDING']);
    expect(flagsFor({ plan: 'ED2', status: 'planning' }, null, 1, '2026-11-20')).toEqual([]);
    expect(flagsFor({ plan: 'ED', status: 'denied' }, null, 2, '2026-11-20')).toEqual([]);
    expect(flagsFor({ plan: 'EA', status: 'planning' }, null, 2, '2026-11-20')).toEqual([]);
    expect(flagsFor({ plan: 'EA', status: 'in_progress' }, '2026-11-19', 0, '2026-11-20').map((f) => f.code)).toEqual(['DEADLINE_PASSED']);
    expect(flagsFor({ plan: 'EA', status: 'in_progress' }, '2026-11-20', 0, '2026-11-20')).toEqual([]);
    expect(flagsFor({ plan: 'EA', status: 'submitted' }, '2026-11-01', 0, '2026-11-20')).toEqual([]);
  });
});

describe('history', () => {
  it('says what changed in words', () => {
    const m = defaultMaterials('REQUIRED');
    const before = { plan: null, status: 'planning' as const, ownDeadline: null, materials: m };
    expect(addedSummary({ ...before, plan: 'ED' })).toBe('Added to the list: Planning to apply, Early Decision');
    expect(changeSummaries(before, {
      plan: 'EA', status: 'submitted', ownDeadline: '2026-12-01',
      materials: { ...m, essays: true, transcript: 'sent', recommendations: [{ name: 'Ms Lee', state: 'requested' }], fee: 'waived' },
    })).toEqual([
      'Status: Planning to apply → Submitted', 'Plan: none → Early Action', 'Deadline set to 2026-12-01', 'Essays: done', 'Transcript: sent',
      'Recommendation added: Ms Lee (requested)', 'Application fee: waived',
    ]);
    expect(changeSummaries(before, before)).toEqual([]);
  });
});
