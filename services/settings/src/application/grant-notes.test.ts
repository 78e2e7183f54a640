import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { DurableLocalBus, OutboxEvents, createLogger, openSqlite, type Principal, type RequestContext, type SqliteDatabase } from '@counsel/kit';
import { migrations } from '../adapters/sqlite/migrations.js';
import { SqliteSettingStore } from '../adapters/sqlite/sqlite-setting-store.js';
import { SettingsService } from './settings.service.js';
import { grantNotes, noteGrantChanges } from './grant-notes.js';

const admin: Principal = { userId: 'admin-id', email: 'admin@x.org', firstName: null, lastName: null, role: 'admin', sessionId: null };
const log = createLogger('test', 'silent');
/** A resolver as the GraphQL server calls it. */
type Resolve = (parent: unknown, args: unknown, ctx: RequestContext, info: unknown) => Promise<unknown>;
let db: SqliteDatabase;
let bus: DurableLocalBus;
let events: OutboxEvents;
let save: (ctx: RequestContext, key: string, value: string) => Promise<unknown>;

beforeEach(async () => {
  db = openSqlite(':memory:', 'settings', migrations);
  bus = await DurableLocalBus.open({ dataDir: ':memory:', log });
  const store = new SqliteSettingStore(db);
  noteGrantChanges(store);
  events = new OutboxEvents(store.outbox, bus, log);
  const service = new SettingsService({ store, events, log });
  // The mutation as the resolvers wrap it: what it noted lands in the request's extensions.
  const { saveSystemSetting } = grantNotes.answering<{ saveSystemSetting: Resolve }>({
    saveSystemSetting: (_, args) => service.save(admin, args as { key: string; value: string }),
  });
  save = (ctx, key, value) => saveSystemSetting(null, { key, value }, ctx, null);
});
afterEach(async () => { await events.close(); await bus.close(); db.close(); });

const context = (): RequestContext => ({ principal: admin, token: null, requestId: 'r-1', clientAddress: null, log });

describe('a settings answer for the gateway', () => {
  it('names the guardian role when the age-of-majority rule is saved: identity recomputes every guardian\'s claim', async () => {
    const ctx = context();
    await save(ctx, 'guardian_access_at_majority', 'student_consent');
    expect(ctx.extensions).toEqual({ roleSessionsChanging: ['guardian'] });
  });

  it('names nobody for a setting no token carries, nor for a save that was refused', async () => {
    const ctx = context();
    await save(ctx, 'district_time_zone', 'America/Chicago');
    await expect(save(ctx, 'guardian_access_at_majority', 'never')).rejects.toThrow(/^Value must be one of/);
    expect(ctx.extensions).toBeUndefined();
  });
});
