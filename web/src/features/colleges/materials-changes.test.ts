// The materials checklist: each tick's saved toast, and the recommenders list's add / change / remove.
import { describe, expect, it } from '@jest/globals';
import { addRecommender, materialsTickText, removeRecommender, setRecommendationState } from './materials-changes';

describe('materialsTickText', () => {
  it('names the box and its new state', () => {
    expect(materialsTickText({ applicationForm: true })).toBe('application form complete');
    expect(materialsTickText({ applicationForm: false })).toBe('application form not complete');
    expect(materialsTickText({ essays: true })).toBe('essays complete');
    expect(materialsTickText({ essays: false })).toBe('essays not complete');
  });

  it('names the choice in the screen\'s words, lower case', () => {
    expect(materialsTickText({ transcript: 'not_requested' })).toBe('transcript not requested');
    expect(materialsTickText({ testScores: 'not_required' })).toBe('test scores not required');
    expect(materialsTickText({ fee: 'waived' })).toBe('application fee waived');
  });
});

describe('recommenders', () => {
  const list = [{ name: 'Ms. Lee', state: 'requested' as const }, { name: 'Mr. Ode', state: 'submitted' as const }];

  it('adds a new recommender as requested, trimmed', () => {
    expect(addRecommender(list, '  Dr. Park ')).toEqual({
      next: [...list, { name: 'Dr. Park', state: 'requested' }],
      what: 'recommendation from Dr. Park requested',
    });
  });

  it('adds nobody for a blank name or one already on the list, whatever its case', () => {
    expect(addRecommender(list, '   ')).toBeNull();
    expect(addRecommender(list, 'ms. lee')).toBeNull();
  });

  it('changes one recommendation\'s state', () => {
    expect(setRecommendationState(list, 0, 'submitted')).toEqual({
      next: [{ name: 'Ms. Lee', state: 'submitted' }, list[1]],
      what: 'recommendation from Ms. Lee submitted',
    });
  });

  it('removes one recommender', () => {
    expect(removeRecommender(list, 1)).toEqual({ next: [list[0]], what: 'recommender Mr. Ode removed' });
    expect(list).toHaveLength(2);
  });
});
