import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { NotificationsStore, NewNotification } from '../src/ports/notifications-store.js';

/** Two replicas of the service on one store: `open()` twice returns two connections to the same data. */
export type OpenReplicas = () => Promise<[NotificationsStore, NotificationsStore]>;

const note = (id: string, userId: string, key: string, over: Partial<NewNotification> = {}): NewNotification => ({
  id, userId, key, kind: 'TASK_ASSIGNED', title: `T ${id}`, body: 'b', link: '/student', studentId: 'st-1', urgent: false,
  createdAt: '2026-11-20T15:00:00.000Z', emailState: 'pending_digest', ...over,
});

/** One behaviour for every NotificationsStore adapter: each test gets fresh, empty replicas. */
export function describeNotificationsStoreContract(name: string, open: OpenReplicas) {
  describe(`NotificationsStore contract: ${name}`, () => {
    let a: NotificationsStore;
    let b: NotificationsStore;
    beforeEach(async () => { [a, b] = await open(); });
    afterEach(async () => { await a?.close(); await b?.close(); });

    it('gives the lease to one replica at a time, renews it for its holder, and frees it on release or expiry', async () => {
      const now = 1_000_000;
      const both = await Promise.all([a.control.acquireLease('passes', 'r1', now, 60_000), b.control.acquireLease('passes', 'r2', now, 60_000)]);
      expect(both.filter(Boolean)).toHaveLength(1);
      const [holder, other, otherStore] = both[0] ? ['r1', 'r2', b] as const : ['r2', 'r1', a] as const;
      expect(await otherStore.control.acquireLease('passes', other, now + 59_000, 60_000)).toBe(false);
      expect(await (holder === 'r1' ? a : b).control.acquireLease('passes', holder, now + 30_000, 60_000)).toBe(true); // renewed
      expect(await otherStore.control.acquireLease('passes', other, now + 60_000, 60_000)).toBe(false); // renewal moved expiry
      expect(await otherStore.control.acquireLease('passes', other, now + 90_000, 60_000)).toBe(true); // expired: taken over
      await otherStore.control.releaseLease('passes', holder); // not theirs to release
      expect(await (holder === 'r1' ? a : b).control.acquireLease('passes', holder, now + 91_000, 60_000)).toBe(false);
      await otherStore.control.releaseLease('passes', other);
      expect(await a.control.acquireLease('passes', 'r3', now + 92_000, 60_000)).toBe(true);
    });

    it('claims a digest and spends a token once across replicas', async () => {
      const claims = await Promise.all([a.control.claimDigest('u-1', '2026-11-20'), b.control.claimDigest('u-1', '2026-11-20')]);
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await b.control.claimDigest('u-1', '2026-11-21')).toBe(true);
      expect(await a.control.claimDigest('u-2', '2026-11-20')).toBe(true);
      const spent = await Promise.all([a.control.spendToken('nonce-1'), b.control.spendToken('nonce-1')]);
      expect(spent.filter(Boolean)).toHaveLength(1);
      await a.control.setSetting('email_paused', 'true');
      expect(await b.control.getSetting('email_paused')).toBe('true');
    });

    it('adds a (person, occasion) once, counts and marks unread, and moves email states', async () => {
      expect((await a.inbox.add([note('n1', 'u-1', 'k1'), note('n2', 'u-1', 'k2'), note('n3', 'u-2', 'k1')])).map((n) => n.id)).toEqual(['n1', 'n2', 'n3']);
      expect((await b.inbox.add([note('n4', 'u-1', 'k1'), note('n5', 'u-1', 'k3', { emailState: 'pending_now' })])).map((n) => n.id)).toEqual(['n5']);
      expect(await a.inbox.unreadCount('u-1')).toBe(3);
      expect([...await b.inbox.existing([{ userId: 'u-1', key: 'k1' }, { userId: 'u-2', key: 'k2' }, { userId: 'u-1', key: 'k3' }])].sort()).toEqual(['u-1 k1', 'u-1 k3']);
      await a.inbox.setPreferences('u-1', { TASK_DUE: 'OFF' });
      await a.inbox.setPreferences('u-2', { LETTER_ACCEPTED: 'EMAIL_NOW' });
      expect(Object.fromEntries(await b.inbox.preferencesOf(['u-1', 'u-2', 'u-3']))).toEqual({ 'u-1': { TASK_DUE: 'OFF' }, 'u-2': { LETTER_ACCEPTED: 'EMAIL_NOW' } });
      expect(await a.inbox.markRead('u-1', ['n1', 'n3'], '2026-11-20T16:00:00.000Z')).toBe(1);
      const page = await a.inbox.page('u-1', true, 10, 0);
      expect(page).toMatchObject({ total: 2, unreadCount: 2 });
      expect(page.items.map((n) => n.id)).toEqual(['n5', 'n2']);
      expect((await a.inbox.pendingNow(10)).map((n) => n.id)).toEqual(['n5']);
      expect((await a.inbox.digestRecipients()).sort()).toEqual(['u-1', 'u-2']);
      await a.inbox.setEmailState(['n1', 'n2'], 'failed', '2026-11-20T17:00:00.000Z', '550 mailbox unavailable');
      expect(await a.inbox.failures('2026-11-20T00:00:00.000Z', 10)).toEqual([
        { at: '2026-11-20T17:00:00.000Z', kind: 'TASK_ASSIGNED', reason: '550 mailbox unavailable' }, { at: '2026-11-20T17:00:00.000Z', kind: 'TASK_ASSIGNED', reason: '550 mailbox unavailable' },
      ]);
      expect(await a.inbox.stats('2026-11-01T00:00:00.000Z', (iso) => iso.slice(0, 10))).toEqual([{ date: '2026-11-20', kind: 'TASK_ASSIGNED', inApp: 4, emailed: 0, failed: 2 }]);
      expect(await a.inbox.deleteOlderThan('2026-11-20T15:00:00.001Z')).toBe(4);
    });

    it('keeps a notification\'s words as a code and values (none: null), for readers in other languages', async () => {
      const text = { code: 'TASK_ASSIGNED', args: { title: 'FAFSA — Núñez', dueDate: '2026-12-02', missing: ['Essays'] } };
      await a.inbox.add([note('n1', 'u-1', 'k1', { text }), note('n2', 'u-1', 'k2')]);
      expect((await b.inbox.page('u-1', false, 10, 0)).items.map((n) => [n.id, n.text])).toEqual([['n2', null], ['n1', text]]);
    });

    it('pages the applications falling due in a range, in a stable order', async () => {
      const apps = Array.from({ length: 7 }, (_, i) => ({ applicationId: `a${i}`, studentId: `s${i % 2}`, collegeName: `C${i}`, deadline: `2026-12-0${1 + (i % 3)}`, missing: [] }));
      await a.directory.replaceApplications('s0', apps.filter((x) => x.studentId === 's0'));
      await a.directory.replaceApplications('s1', apps.filter((x) => x.studentId === 's1'));
      const seen: string[] = [];
      let after = null;
      for (;;) {
        const page = await b.directory.applicationsDue('2026-12-01', '2026-12-02', after, 2);
        if (page.length === 0) break;
        seen.push(...page.map((x) => x.applicationId));
        after = page[page.length - 1];
      }
      expect(seen).toEqual(['a0', 'a3', 'a6', 'a1', 'a4']);
      await a.directory.replaceApplications('s0', []);
      expect(await b.directory.applicationsOf('s0')).toEqual([]);
    });

    it("keeps each guardian link's latest state: only links in force answer, one per guardian and student", async () => {
      await a.directory.setGuardianLink('g-2', 'u-maya', true);
      await a.directory.setGuardianLink('g-1', 'u-maya', true);
      await a.directory.setGuardianLink('g-1', 'u-maya', true);
      await a.directory.setGuardianLink('g-3', 'u-bea', true);
      expect(await b.directory.guardiansOf('u-maya')).toEqual(['g-1', 'g-2']);
      await b.directory.setGuardianLink('g-2', 'u-maya', false);
      expect(await a.directory.guardiansOf('u-maya')).toEqual(['g-1']);
      expect(await a.directory.guardiansOf('u-nobody')).toEqual([]);
    });
  });
}
