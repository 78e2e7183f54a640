import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { Subjects } from '@counsel/proto-events';
import { DurableLocalBus, OutboxEvents, ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError, createLogger, openSqlite, type Principal, type SqliteDatabase } from '@counsel/kit';
import { migrations } from '../adapters/sqlite/migrations.js';
import { SqliteSettingStore } from '../adapters/sqlite/sqlite-setting-store.js';
import { DEFAULT_SYSTEM_PROMPT } from '../domain/default-system-prompt.js';
import { SettingsService } from './settings.service.js';
import { until } from '../../../kit/test/support/eventually.js';

const who = (role: Principal['role']): Principal => ({ userId: `${role}-id`, email: `${role}@x.org`, firstName: null, lastName: null, role, sessionId: null });
const log = createLogger('test', 'silent');
let db: SqliteDatabase;
let bus: DurableLocalBus;
let service: SettingsService;
let events: OutboxEvents;

beforeEach(async () => {
  db = openSqlite(':memory:', 'settings', migrations);
  bus = await DurableLocalBus.open({ dataDir: ':memory:', log });
  const store = new SqliteSettingStore(db);
  events = new OutboxEvents(store.outbox, bus, log);
  service = new SettingsService({ store, events, log });
});
afterEach(async () => { await events.close(); await bus.close(); db.close(); });

describe('SettingsService', () => {
  it('answers null (404 for REST) while unset, and offers the default', async () => {
    expect(await service.get(who('counselor'), 'chatbot_system_prompt')).toBeNull();
    await expect(service.getOrThrow(who('admin'), 'chatbot_system_prompt')).rejects.toThrow(new NotFoundError('Setting not found'));
    expect(await service.defaultValue(who('counselor'), 'chatbot_system_prompt')).toBe(DEFAULT_SYSTEM_PROMPT);
  });

  it('the default prompt carries the meaning', () => {
    for (const phrase of [/expert college counselor/i, /student's profile/, /content library/, /web content/, /[Cc]ite/, /encouraging, professional and empathetic/, /clarifying questions/, /actionable, practical advice/]) {
      expect(DEFAULT_SYSTEM_PROMPT).toMatch(phrase);
    }
  });

  it('lets only admins save, keeps every change with who and when, and announces it', async () => {
    const seen: unknown[] = [];
    await bus.subscribe(Subjects.settingsSettingChanged, async (e) => { seen.push(e.data); }, { durable: 't' });
    await service.save(who('admin'), { key: 'chatbot_system_prompt', value: 'First' });
    await service.save(who('admin'), { key: 'chatbot_system_prompt', value: 'Second' });
    expect((await service.get(who('counselor'), 'chatbot_system_prompt'))?.value).toBe('Second');
    const history = await service.history(who('admin'), 'chatbot_system_prompt');
    expect(history.total).toBe(2);
    expect(history.items.map((c) => c.value)).toEqual(['Second', 'First']);
    expect(history.items[0]).toMatchObject({ actorId: 'admin-id', actorEmail: 'admin@x.org' });
    await events.start();
    // The embedded bus delivers on its own schedule: wait for both events, then compare.
    await until('both change events', () => seen.length >= 2);
    expect(seen).toEqual([{ key: 'chatbot_system_prompt', actorId: 'admin-id', actorEmail: 'admin@x.org' }, { key: 'chatbot_system_prompt', actorId: 'admin-id', actorEmail: 'admin@x.org' }]);
  });

  it('announces the district time zone and digest hour with their values (other services act on them), checked first', async () => {
    const seen: unknown[] = [];
    await bus.subscribe(Subjects.settingsSettingChanged, async (e) => { seen.push(e.data); }, { durable: 't-district' });
    await expect(service.save(who('admin'), { key: 'district_time_zone', value: 'Mars/Olympus' })).rejects.toThrow('Value must be an IANA time zone such as America/Chicago');
    await expect(service.save(who('admin'), { key: 'notification_digest_hour', value: '24' })).rejects.toThrow(/^Value must be one of: 0, 1, /);
    await service.save(who('admin'), { key: 'district_time_zone', value: 'America/Chicago' });
    await service.save(who('admin'), { key: 'notification_digest_hour', value: '6' });
    await events.start();
    await until('both change events', () => seen.length >= 2);
    expect(seen).toEqual([
      { key: 'district_time_zone', actorId: 'admin-id', actorEmail: 'admin@x.org', value: 'America/Chicago' },
      { key: 'notification_digest_hour', actorId: 'admin-id', actorEmail: 'admin@x.org', value: '6' },
    ]);
  });

  it.each([[null, UnauthenticatedError], [who('student'), ForbiddenError], [who('counselor'), ForbiddenError]] as const)('refuses a save by %j', async (p, error) => {
    await expect(service.save(p, { key: 'chatbot_system_prompt', value: 'x' })).rejects.toBeInstanceOf(error);
    await expect(service.history(p, 'chatbot_system_prompt')).rejects.toBeInstanceOf(error);
  });

  it('refuses students reading settings', async () => {
    await expect(service.get(who('student'), 'chatbot_system_prompt')).rejects.toBeInstanceOf(ForbiddenError);
  });

  it.each([
    [{ key: 'theme', value: 'dark' }, /Unknown setting key/],
    [{ key: 'chatbot_system_prompt', value: '   ' }, /Value is required/],
    [{ key: 'chatbot_system_prompt', value: 'x'.repeat(20_001) }, /at most 20000 characters/],
    [{ key: 'assistant_notes_to_external_models', value: 'yes' }, /Value must be one of: true, false/],
    [{ key: 'assistant_notes_to_external_models', value: 'TRUE' }, /Value must be one of: true, false/],
  ])('validates %j', async (input, message) => {
    const err = await service.save(who('admin'), input).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as Error).message).toMatch(message);
  });

  it('keeps the assistant from sending notes to external models until an admin switches it on', async () => {
    expect(await service.get(who('counselor'), 'assistant_notes_to_external_models')).toBeNull();
    expect(await service.defaultValue(who('counselor'), 'assistant_notes_to_external_models')).toBe('false');
    await expect(service.save(who('counselor'), { key: 'assistant_notes_to_external_models', value: 'true' })).rejects.toBeInstanceOf(ForbiddenError);
    await service.save(who('admin'), { key: 'assistant_notes_to_external_models', value: 'true' });
    expect((await service.get(who('counselor'), 'assistant_notes_to_external_models'))?.value).toBe('true');
  });
});
