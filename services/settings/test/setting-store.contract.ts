import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { SettingsStores } from '../src/adapters/open-adapters.js';
import type { SettingChange, SettingKey } from '../src/domain/setting.js';

const KEY: SettingKey = 'chatbot_system_prompt';
// The store is key-agnostic (the service validates keys); a second key shows that keys are kept apart.
const OTHER = 'another_setting' as SettingKey;

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
const change = (id: string, value: string, minute: number, over: Partial<SettingChange> = {}): SettingChange => ({
  id, key: KEY, value, actorId: `admin-${id}`, actorEmail: `${id}@example.org`, at: at(minute), ...over,
});
const asSetting = (c: SettingChange) => ({ key: c.key, value: c.value, updatedAt: c.at, updatedBy: c.actorId, updatedByEmail: c.actorEmail });

/** One behaviour for every SettingStore adapter: each test gets a fresh, empty store. */
export function describeSettingStoreContract(name: string, open: () => Promise<SettingsStores>) {
  describe(`SettingStore contract: ${name}`, () => {
    let s: SettingsStores;
    beforeEach(async () => { s = await open(); });
    afterEach(async () => s?.close());

    it('is ready once open', () => {
      expect(s.ready()).toBe(true);
    });

    it('has no value and no history for an unsaved key', async () => {
      expect(await s.store.get(KEY)).toBeNull();
      expect(await s.store.history(KEY, 10, 0)).toEqual({ items: [], total: 0 });
    });

    it('saves a value with who and when, and the latest save is the value', async () => {
      const first = change('c1', 'Be kind.', 1);
      expect(await s.store.save(first)).toEqual(asSetting(first));
      expect(await s.store.get(KEY)).toEqual(asSetting(first));
      const second = change('c2', 'Be brief.', 2);
      expect(await s.store.save(second)).toEqual(asSetting(second));
      expect(await s.store.get(KEY)).toEqual(asSetting(second));
    });

    it('keeps every change, newest first, with paging and a total', async () => {
      const changes = [change('c1', 'one', 1), change('c2', 'two', 2), change('c3', 'three', 3), change('c4', 'four', 4)];
      for (const c of changes) await s.store.save(c);
      expect(await s.store.history(KEY, 10, 0)).toEqual({ items: [...changes].reverse(), total: 4 });
      expect(await s.store.history(KEY, 2, 1)).toEqual({ items: [changes[2], changes[1]], total: 4 });
      expect(await s.store.history(KEY, 2, 4)).toEqual({ items: [], total: 4 });
    });

    it('orders changes saved at the same instant latest-saved first', async () => {
      for (const c of [change('b', 'first', 5), change('a', 'second', 5), change('c', 'third', 5)]) await s.store.save(c);
      expect((await s.store.history(KEY, 10, 0)).items.map((c) => c.value)).toEqual(['third', 'second', 'first']);
      expect((await s.store.get(KEY))?.value).toBe('third');
    });

    it('lets the last save win even when its clock was behind, listing history by time', async () => {
      await s.store.save(change('c1', 'later clock', 9));
      await s.store.save(change('c2', 'saved last', 3));
      expect((await s.store.get(KEY))?.value).toBe('saved last');
      expect((await s.store.history(KEY, 10, 0)).items.map((c) => c.id)).toEqual(['c1', 'c2']);
    });

    it('refuses a change whose history entry cannot be written (same id) and leaves the value as it was', async () => {
      const kept = change('c1', 'kept', 1);
      await s.store.save(kept);
      // Match on the message: a native driver's error class can come from another realm than jest's.
      await expect(s.store.save(change('c1', 'lost', 2))).rejects.toHaveProperty('message', expect.stringMatching(/UNIQUE|duplicate key/));
      expect(await s.store.get(KEY)).toEqual(asSetting(kept));
      expect(await s.store.history(KEY, 10, 0)).toEqual({ items: [kept], total: 1 });
    });

    it('keeps each key\'s value and history apart', async () => {
      await s.store.save(change('c1', 'prompt', 1));
      await s.store.save(change('o1', 'other', 2, { key: OTHER }));
      expect((await s.store.get(KEY))?.value).toBe('prompt');
      expect((await s.store.get(OTHER))?.value).toBe('other');
      expect(await s.store.history(KEY, 10, 0)).toEqual({ items: [change('c1', 'prompt', 1)], total: 1 });
    });
  });
}
