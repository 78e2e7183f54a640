import { describe, expect, it } from '@jest/globals';
import { materialsChecklist } from './summary-colleges.js';

const materials = {
  applicationForm: true, essays: false, transcript: 'sent', testScores: 'not_required', fee: 'paid',
  recommendations: [{ name: 'Ms Lee', state: 'requested' }, { name: 'Coach Díaz', state: 'submitted' }],
};

describe('the college list checklist in the record summary', () => {
  it('tells the letters asked through Counsel with their request states, and hand-entered recommenders outside it', () => {
    const texts = materialsChecklist(materials, [
      { requestId: 'r1', teacherName: 'Ms Lee', state: 'accepted' },
      { requestId: 'r2', teacherName: 'Dr Okafor', state: 'submitted' },
    ]).map((c) => [c.done, c.text]);
    expect(texts).toContainEqual([false, 'Letter from Ms Lee (asked through Counsel): accepted, not submitted yet']);
    expect(texts).toContainEqual([true, 'Letter from Dr Okafor (asked through Counsel): submitted']);
    expect(texts).toContainEqual([true, 'Recommendation from Coach Díaz: submitted']);
    // The hand-entered "Ms Lee" is the portal's request now: told once, with the request's state.
    expect(texts.filter(([, t]) => String(t).includes('Ms Lee'))).toHaveLength(1);
  });

  it('leaves declined and cancelled requests out, and reads as before without letters', () => {
    const texts = materialsChecklist(materials, [{ requestId: 'r1', teacherName: 'Mr Park', state: 'declined' }]).map((c) => c.text);
    expect(texts.some((t) => t.includes('Mr Park'))).toBe(false);
    expect(materialsChecklist(materials).map((c) => c.text)).toContain('Recommendation from Ms Lee: requested, not submitted yet');
  });
});
