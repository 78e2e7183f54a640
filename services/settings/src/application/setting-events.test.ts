import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { OutboxEvents, openSqlite, type Principal } from '@counsel/kit';
import { Subjects, type EventEnvelope } from '@counsel/proto-events';
import { OutageBus } from '../../../kit/test/support/outage-bus.js';
import { quietPeriod, until } from '../../../kit/test/support/eventually.js';
import { migrations } from '../adapters/sqlite/migrations.js';
import { SqliteSettingStore } from '../adapters/sqlite/sqlite-setting-store.js';
import { SettingsService } from './settings.service.js';

const admin: Principal = { userId: 'admin-1', email: 'admin@example.com', firstName: null, lastName: null, role: 'admin', sessionId: 's-1' };

describe('settings events through a bus outage', () => {
  let bus: OutageBus;
  let service: SettingsService;
  let events: OutboxEvents;
  let seen: EventEnvelope[];
  beforeEach(async () => {
    bus = await OutageBus.open();
    seen = await bus.record(Subjects.settingsSettingChanged);
    const store = new SqliteSettingStore(openSqlite(':memory:', 'settings', migrations));
    const log = pino({ level: 'silent' });
    events = new OutboxEvents(store.outbox, bus, log, () => 50);
    service = new SettingsService({ store, events, log });
  });
  afterEach(async () => {
    await events.close();
    await bus.close();
  });

  it('saves while the bus is down, then delivers every change event once when it is back', async () => {
    bus.down = true;
    await service.save(admin, { key: 'chatbot_system_prompt', value: 'First' });
    await service.save(admin, { key: 'chatbot_system_prompt', value: 'Second' });
    expect((await service.get(admin, 'chatbot_system_prompt'))?.value).toBe('Second');
    await quietPeriod(200); // nothing may arrive while the bus is down: no condition to wait for, so a pause
    expect(seen).toEqual([]);

    bus.down = false; // no further save: the relay's own retry must deliver
    await until('both change events', () => seen.length >= 2);
    await quietPeriod(); // each event once: nothing to wait for, so room for a duplicate to show up
    expect(seen.map((e) => e.data)).toEqual([
      { key: 'chatbot_system_prompt', actorId: 'admin-1', actorEmail: 'admin@example.com' },
      { key: 'chatbot_system_prompt', actorId: 'admin-1', actorEmail: 'admin@example.com' },
    ]);
    expect(new Set(seen.map((e) => e.id)).size).toBe(2);
  });
});
