// Words for the records screens: services, roles, record items, export states and sizes.
import { describe, expect, it } from '@jest/globals';
import { loadGlobalCatalogs } from '../../test-support/catalog-t';
import { formatBytes, itemLabel, roleLabel, serviceLabel } from './record-format';

describe('record format', () => {
  it('names services for people, unknown ones as sent, none as a dash', () => {
    expect(serviceLabel('colleges')).toBe('College lists');
    expect(serviceLabel('billing')).toBe('billing');
    expect(serviceLabel(null)).toBe('—');
  });

  it('names services in Spanish for a Spanish reader', async () => {
    await loadGlobalCatalogs('es', ['recordsAdmin']);
    expect(serviceLabel('colleges')).toBe('Listas de universidades');
    expect(serviceLabel('billing')).toBe('billing');
    await loadGlobalCatalogs('en', ['recordsAdmin']);
    expect(serviceLabel('colleges')).toBe('College lists');
  });

  it('names roles whatever their case, unknown ones as sent', () => {
    expect(roleLabel('ADMIN')).toBe('Admin');
    expect(roleLabel('system')).toBe('System');
    expect(roleLabel('auditor')).toBe('auditor');
  });

  it('turns item keys into words', () => {
    expect(itemLabel('documents')).toBe('Documents');
    expect(itemLabel('document_files')).toBe('Document files');
    expect(itemLabel('chat-turns')).toBe('Chat turns');
  });

  it('writes sizes in B, KB or MB', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.0 KB');
    expect(formatBytes(5 * 1024 * 1024 + 100_000)).toBe('5.1 MB');
    expect(formatBytes(null)).toBe('');
  });
});
