// The staff audit log names each action it knows and shows others as the server sent them.
import { describe, expect, it } from '@jest/globals';
import { auditActionLabel } from './audit-actions';

describe('auditActionLabel', () => {
  it('names known actions and keeps unknown ones', () => {
    expect(auditActionLabel('password_links.issued')).toBe('Set-password links issued');
    expect(auditActionLabel('student.deletion_requested')).toBe('Student deletion requested');
    expect(auditActionLabel('something.new')).toBe('something.new');
  });
});
