import { describe, expect, it } from '@jest/globals';
import { countLabel } from './count-label';

describe('countLabel', () => {
  it('uses the singular for exactly one', () => {
    expect(countLabel(1, 'entry', 'entries')).toBe('1 entry');
  });

  it('uses the plural for none and for many', () => {
    expect(countLabel(0, 'entry', 'entries')).toBe('0 entries');
    expect(countLabel(25, 'user', 'users')).toBe('25 users');
  });
});
