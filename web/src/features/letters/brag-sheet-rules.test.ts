import { describe, expect, it } from '@jest/globals';
import { answeredCount, answersChanged, answersOf, answersToSend, moved, promptsToSend, repeatedPrompt } from './brag-sheet-rules';

const saved = [{ questionId: 'a', answer: 'Robotics' }, { questionId: 'b', answer: '' }];

describe('brag sheet rules', () => {
  it('sees a change only where the trimmed answer differs', () => {
    expect(answersChanged(saved, answersOf(saved))).toBe(false);
    expect(answersChanged(saved, { a: ' Robotics  ', b: '' })).toBe(false);
    expect(answersChanged(saved, { a: 'Robotics', b: 'Moved to Zürich' })).toBe(true);
    expect(answersChanged(saved, { a: '', b: '' })).toBe(true);
  });

  it('sends every answer trimmed, an emptied one as empty', () => {
    expect(answersToSend(saved, { a: '  ', b: ' Ελένη ' })).toEqual([{ questionId: 'a', answer: '' }, { questionId: 'b', answer: 'Ελένη' }]);
    expect(answeredCount(saved)).toBe(1);
  });

  it('cleans prompts and finds one asked twice', () => {
    const prompts = promptsToSend([' Why? ', '', undefined, 'How?', 'Why?']);
    expect(prompts).toEqual(['Why?', 'How?', 'Why?']);
    expect(repeatedPrompt(prompts)).toBe('Why?');
    expect(repeatedPrompt(['Why?', 'How?'])).toBeNull();
  });

  it('moves a row within the list only', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moved(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
