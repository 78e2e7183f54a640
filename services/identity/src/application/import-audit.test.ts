import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { Subjects, type ImportApplied } from '@counsel/proto-events';
import type { AuditEntry } from '../domain/audit.js';
import { committed } from '../ports/identity-store.js';
import { ImportAudit } from './import-audit.js';
import { ADMIN, imported, openIdentityHarness, type IdentityHarness } from '../../test/support/identity-harness.js';
import { until } from '../../../kit/test/support/eventually.js';

let h: IdentityHarness;
beforeEach(async () => { h = await openIdentityHarness(); });
afterEach(async () => h.close());

const HASH = 'a'.repeat(64);
const applied = (over: Partial<ImportApplied> = {}): ImportApplied => ({
  importId: 'imp-1', actorId: 'admin-1', actorEmail: 'admin@district.org', fileName: 'district.zip', fileHash: HASH, format: 'ONEROSTER_ZIP',
  counts: { create: 2, update: 1, unchanged: 7, deactivate: 0, rejected: 0 }, acceptedRejections: false, ...over,
});
/** The log as the admin reads it. */
const entries = async (action?: string) => (await h.service.auditLog(ADMIN, { action, limit: 200 })).items;
const importEntries = async () => (await entries()).filter((e) => e.targetId === 'imp-1');

describe('roster imports in the staff audit log', () => {
  it('records an applied import with its actor, file, counts and hash, once however often the event is delivered', async () => {
    const event = await h.bus.publish(Subjects.rosterImportApplied, applied());
    await until('the import\'s audit entry', async () => (await entries('roster.imported')).length === 1);
    expect((await entries('roster.imported'))[0]).toEqual({
      id: 'import-imp-1', at: event.time, actorId: 'admin-1', actorEmail: 'admin@district.org', action: 'roster.imported',
      targetId: 'imp-1', targetLabel: 'district.zip', outcome: 'success',
      detail: `2 to create, 1 to update, 7 unchanged, 0 to deactivate, 0 rejected; ONEROSTER_ZIP, sha256 ${HASH}`,
    });
    // A redelivery (the consumer's handler again) and the same facts published again change nothing: keyed by the import.
    await h.roster.importApplied(event.data, '2030-01-01T00:00:00.000Z');
    await h.bus.publish(Subjects.rosterImportApplied, event.data);
    await h.bus.publish(Subjects.rosterImportApplied, applied({ importId: 'imp-marker' }));
    await until('the marker import\'s audit entry', async () => (await entries('roster.imported')).length === 2);
    expect(await importEntries()).toHaveLength(1);
    expect((await importEntries())[0].at).toBe(event.time);
    expect(await h.bus.deadLetters()).toEqual([]);
  });

  it('keeps one entry per import: the accounts\' tally joins the import\'s entry whichever arrives first', async () => {
    // Accounts first: an actor-less tally entry, which the import's event then takes over.
    await h.bus.publish(Subjects.rosterAccountImported, imported(1));
    await until('the accounts\' count in the audit entry', async () => (await importEntries())[0]?.detail?.startsWith('1 created') ?? false);
    await h.bus.publish(Subjects.rosterImportApplied, applied());
    await until('the merged audit entry', async () => (await importEntries())[0]?.action === 'roster.imported');
    // Then more accounts: counted into the same entry, the roster's part and the actor kept.
    await h.bus.publish(Subjects.rosterAccountImported, imported(2));
    await until('the merged entry\'s account counts', async () => (await importEntries())[0]?.detail?.endsWith('accounts: 2 created, 0 updated, 0 unchanged, 0 disabled, 0 refused (email in use)') ?? false);
    const [entry, ...others] = await importEntries();
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ action: 'roster.imported', actorId: 'admin-1', actorEmail: 'admin@district.org', targetLabel: 'district.zip', outcome: 'success' });
    expect(entry.detail).toBe(`2 to create, 1 to update, 7 unchanged, 0 to deactivate, 0 rejected; ONEROSTER_ZIP, sha256 ${HASH} | accounts: 2 created, 0 updated, 0 unchanged, 0 disabled, 0 refused (email in use)`);
    expect(await entries('accounts.imported')).toEqual([]);
  });

  it('names an actor the event gives no email for, labels a nameless file by its import, and says rejections were accepted', async () => {
    await h.service.createStaffAccount(ADMIN, { email: 'second.admin@district.org', password: 'admin-pass-1', firstName: 'S', lastName: 'A', role: 'admin' });
    const second = (await h.stores.users.byEmail('second.admin@district.org'))!;
    await h.roster.importApplied(applied({ actorId: second.id, actorEmail: '', fileName: null, counts: { create: 0, update: 0, unchanged: 4, deactivate: 0, rejected: 2 }, acceptedRejections: true }), '2030-01-01T00:00:00.000Z');
    expect((await importEntries())[0]).toMatchObject({
      actorId: second.id, actorEmail: 'second.admin@district.org', targetLabel: 'roster import imp-1',
      detail: `0 to create, 0 to update, 4 unchanged, 0 to deactivate, 2 rejected (valid rows applied); ONEROSTER_ZIP, sha256 ${HASH}`,
    });
  });

  it('two replicas writing at once: the entry ends with the actor and the newest tally, never an older one', async () => {
    const replicas = [new ImportAudit(h.stores), new ImportAudit(h.stores)];
    const tally = (n: number) => ({ created: n, updated: 0, unchanged: 0, disabled: 0, refused: 0 });
    // Tallies 1..12 arrive out of order on two replicas while the import's event lands in the middle.
    const order = [3, 1, 2, 6, 4, 5, 9, 7, 8, 12, 10, 11];
    await Promise.all([
      ...order.slice(0, 6).map((n, i) => replicas[i % 2].accounts('imp-1', tally(n))),
      replicas[1].applied(applied(), '2030-01-01T00:00:00.000Z'),
      ...order.slice(6).map((n, i) => replicas[i % 2].accounts('imp-1', tally(n))),
    ]);
    const [entry, ...others] = await importEntries();
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ action: 'roster.imported', actorId: 'admin-1', targetLabel: 'district.zip' });
    expect(entry.detail).toMatch(/ \| accounts: 12 created, 0 updated/);
  });

  it('the audit log refuses a write based on an entry another writer has changed since', async () => {
    const entry: AuditEntry = { id: 'import-x', at: '2030-01-01T00:00:00.000Z', actorId: null, actorEmail: null, action: 'accounts.imported', targetId: 'x', targetLabel: 'x', outcome: 'success', detail: 'one' };
    const swap = (expected: AuditEntry | null, next: AuditEntry) => committed(h.stores.write((w) => w.audit.swap(expected, next)), 'changed');
    expect(await swap(null, entry)).toBe(true);
    expect(await swap(null, { ...entry, detail: 'lost' })).toBe(false);
    expect(await swap(entry, { ...entry, detail: 'two' })).toBe(true);
    expect(await swap(entry, { ...entry, detail: 'stale' })).toBe(false);
    expect((await h.stores.audit.get('import-x'))?.detail).toBe('two');
  });
});
