// The staff audit log names each action it knows and shows others as the server sent them.
import { describe, expect, it } from '@jest/globals';
import { loadGlobalCatalogs } from '../../test-support/catalog-t';
import { auditActionLabel } from './audit-actions';

describe('auditActionLabel', () => {
  it('names known actions and keeps unknown ones', async () => {
    await loadGlobalCatalogs('en', ['admin']);
    expect(auditActionLabel('password_links.issued')).toBe('Set-password links issued');
    expect(auditActionLabel('student.deletion_requested')).toBe('Student deletion requested');
    expect(auditActionLabel('something.new')).toBe('something.new');
  });

  it('names them in Spanish', async () => {
    await loadGlobalCatalogs('es', ['admin']);
    expect(auditActionLabel('password_links.issued')).toBe('Enlaces para crear contraseña emitidos');
    expect(auditActionLabel('something.new')).toBe('something.new');
  });
});
