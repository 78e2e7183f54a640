import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { clientsFor, startTestPortal, type TestPortal } from './support/portal.js';

let portal: TestPortal;
let c: Awaited<ReturnType<typeof clientsFor>>;

beforeAll(async () => {
  portal = await startTestPortal();
  c = await clientsFor(portal);
}, 60_000);
afterAll(async () => portal?.close());

const KEY = '/api/system-settings/chatbot_system_prompt';

describe('GET /api/system-settings/{key}', () => {
  it.each([['anon', 401], ['student', 403], ['otherStudent', 403]] as const)('refuses %s with %i', async (who, status) => {
    expect((await c[who].get(KEY)).status).toBe(status);
  });

  it('is 404 for staff while unset (the client then uses the default) and for unknown keys', async () => {
    // Ordered first in this file: nothing has been saved yet.
    expect(await c.counselor.get(KEY)).toMatchObject({ status: 404, body: { message: 'Setting not found' } });
    expect((await c.admin.get('/api/system-settings/not_a_setting')).status).toBe(404);
    expect((await c.admin.get('/api/system-settings/Bad%20Key')).status).toBe(400);
  });
});

describe('POST /api/system-settings', () => {
  it.each([['anon', 401], ['student', 403], ['counselor', 403]] as const)('refuses %s with %i', async (who, status) => {
    expect((await c[who].post('/api/system-settings', { key: 'chatbot_system_prompt', value: 'Be brief.' })).status).toBe(status);
  });

  it.each([
    ['no value', { key: 'chatbot_system_prompt' }, 'Value is required'],
    ['a blank value', { key: 'chatbot_system_prompt', value: '   ' }, 'Value is required'],
    ['a number', { key: 'chatbot_system_prompt', value: 42 }, 'Value is required'],
    ['no key', { value: 'x' }, 'Setting key is required'],
    ['an unknown key', { key: 'theme', value: 'dark' }, 'Unknown setting key. Known keys: chatbot_system_prompt, assistant_notes_to_external_models'],
    ['a notes switch that is not true or false', { key: 'assistant_notes_to_external_models', value: 'yes' }, 'Value must be one of: true, false'],
    ['a value over the limit', { key: 'chatbot_system_prompt', value: 'x'.repeat(20_001) }, 'Value must be at most 20000 characters'],
  ])('refuses %s with 400', async (_name, body, message) => {
    expect(await c.admin.post('/api/system-settings', body)).toMatchObject({ status: 400, body: { message } });
  });

  it('lets an admin save; staff then read the value; the change is kept with who and when', async () => {
    const saved = await c.admin.post<{ key: string; value: string; updatedBy: string }>('/api/system-settings', { key: 'chatbot_system_prompt', value: 'You are a concise assistant.' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ key: 'chatbot_system_prompt', value: 'You are a concise assistant.', updatedBy: c.ids.admin });
    const read = await c.counselor.get<{ value: string }>(KEY);
    expect(read.status).toBe(200);
    expect(read.body.value).toBe('You are a concise assistant.');

    const history = await c.admin.post<{ data: { systemSettingHistory: { total: number; items: { value: string; actorEmail: string; at: string }[] } } }>('/graphql', {
      query: 'query { systemSettingHistory(key: "chatbot_system_prompt") { total items { value actorEmail at } } }',
    });
    expect(history.body.data.systemSettingHistory.items[0]).toMatchObject({ value: 'You are a concise assistant.', actorEmail: 'admin@counsel.local' });
    const forbidden = await c.counselor.post<{ errors: unknown[] }>('/graphql', { query: 'query { systemSettingHistory(key: "chatbot_system_prompt") { total } }' });
    expect(forbidden.body.errors).toBeDefined();
  });

  it('records the change in the staff audit log (setting.changed event)', async () => {
    await c.admin.post('/api/system-settings', { key: 'chatbot_system_prompt', value: 'Audit me.' });
    let found = false;
    for (let i = 0; i < 50 && !found; i++) {
      const res = await c.admin.post<{ data?: { auditLog: { items: { action: string; targetLabel: string }[] } } }>('/graphql', { query: 'query { auditLog(action: "settings.changed") { items { action targetLabel } } }' });
      found = !!res.body.data?.auditLog.items.some((e) => e.targetLabel === 'chatbot_system_prompt');
      if (!found) await new Promise((r) => setTimeout(r, 100));
    }
    expect(found).toBe(true);
  });
});
