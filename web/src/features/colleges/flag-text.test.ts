// The flags read from their codes: without a loaded catalog (and in English) the service's own sentence, unchanged.
import { describe, expect, it } from '@jest/globals';
import { flagText } from './flag-text';

describe('flagText', () => {
  it('keeps the service\'s English sentence for each known code', () => {
    const passed = { code: 'DEADLINE_PASSED', message: 'The deadline (2026-11-01) has passed and the application is not submitted' };
    expect(flagText(passed, '2026-11-01')).toBe(passed.message);
    const binding = { code: 'TWO_BINDING', message: '2 binding Early Decision applications: a student may hold only one' };
    expect(flagText(binding, null)).toBe(binding.message);
  });

  it('shows a flag it cannot read as sent', () => {
    expect(flagText({ code: 'NEW_RULE', message: 'Something new' }, null)).toBe('Something new');
    // A deadline that is not the flag's own: the sentence is not rebuilt from it.
    expect(flagText({ code: 'DEADLINE_PASSED', message: 'The deadline (2026-10-01) has passed and the application is not submitted' }, '2026-11-01'))
      .toBe('The deadline (2026-10-01) has passed and the application is not submitted');
  });
});
