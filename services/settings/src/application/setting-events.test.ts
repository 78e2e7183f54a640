import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { openSqlite, type Principal } from '@counsel/kit';
import { Subjects, type EventEnvelope } from '@counsel/proto-events';
import { OutageBus, eventually, settle } from '../../../kit/test/support/outage-bus.js';
import { migrations } from '../adapters/sqlite/migrations.js';
import { SqliteSettingStore } from '../adapters/sqlite/sqlite-setting-store.js';
import { SettingsService } from './settings.service.js';

const admin: Principal = { userId: 'admin-1', email: 'admin@example.com', firstName: null, lastName: null, role: 'admin', sessionId: 's-1' };

describe('settings events through a bus outage', () => {
  let bus: OutageBus;
  let service: SettingsService;
  let seen: EventEnvelope[];
  beforeEach(async () => {
    bus = await OutageBus.open();
    seen = await bus.record(Subjects.settingsSettingChanged);
    service = new SettingsService({ store: new SqliteSettingStore(openSqlite(':memory:', 'settings', migrations)), bus, log: pino({ level: 'silent' }), retryDelayMs: () => 50 });
  });
  afterEach(async () => {
    await service.closeOutbox();
    await bus.close();
  });

  it('saves while the bus is down, then delivers every change event once when it is back', async () => {
    bus.down = true;
    await service.save(admin, { key: 'chatbot_system_prompt', value: 'First' });
    await service.save(admin, { key: 'chatbot_system_prompt', value: 'Second' });
    expect((await service.get(admin, 'chatbot_system_prompt'))?.value).toBe('Second');
    await settle(200);
    expect(seen).toEqual([]);

    bus.down = false; // no further save: the relay's own retry must deliver
    await eventually(() => seen.length >= 2);
    await settle();
    expect(seen.map((e) => e.data)).toEqual([
      { key: 'chatbot_system_prompt', actorId: 'admin-1', actorEmail: 'admin@example.com' },
      { key: 'chatbot_system_prompt', actorId: 'admin-1', actorEmail: 'admin@example.com' },
    ]);
    expect(new Set(seen.map((e) => e.id)).size).toBe(2);
  });
});
