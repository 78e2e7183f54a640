import { describe, expect, it } from '@jest/globals';
import { portalPerFile } from './support/portal-per-file.js';
import { until } from '../../services/kit/test/support/eventually.js';
import { PORTAL_WAIT } from './support/portal-wait.js';

const t = portalPerFile();

const KEY = '/api/system-settings/chatbot_system_prompt';

describe('GET /api/system-settings/{key}', () => {
  it.each([['anon', 401], ['student', 403], ['otherStudent', 403]] as const)('refuses %s with %i', async (who, status) => {
    expect((await t.c[who].get(KEY)).status).toBe(status);
  });

  it('is 404 for staff while unset (the client then uses the default) and for unknown keys', async () => {
    // Ordered first in this file: nothing has been saved yet.
    expect(await t.c.counselor.get(KEY)).toMatchObject({ status: 404, body: { message: 'Setting not found' } });
    expect((await t.c.admin.get('/api/system-settings/not_a_setting')).status).toBe(404);
    expect((await t.c.admin.get('/api/system-settings/Bad%20Key')).status).toBe(400);
  });
});

describe('POST /api/system-settings', () => {
  it.each([['anon', 401], ['student', 403], ['counselor', 403]] as const)('refuses %s with %i', async (who, status) => {
    expect((await t.c[who].post('/api/system-settings', { key: 'chatbot_system_prompt', value: 'Be brief.' })).status).toBe(status);
  });

  it.each([
    ['no value', { key: 'chatbot_system_prompt' }, 'Value is required'],
    ['a blank value', { key: 'chatbot_system_prompt', value: '   ' }, 'Value is required'],
    ['a number', { key: 'chatbot_system_prompt', value: 42 }, 'Value is required'],
    ['no key', { value: 'x' }, 'Setting key is required'],
    ['an unknown key', { key: 'theme', value: 'dark' }, 'Unknown setting key. Known keys: chatbot_system_prompt, assistant_notes_to_external_models, district_time_zone, notification_digest_hour, guardian_access_at_majority, scattergram_min_applicants, scattergram_students'],
    ['a notes switch that is not true or false', { key: 'assistant_notes_to_external_models', value: 'yes' }, 'Value must be one of: true, false'],
    ['a value over the limit', { key: 'chatbot_system_prompt', value: 'x'.repeat(20_001) }, 'Value must be at most 20000 characters'],
  ])('refuses %s with 400', async (_name, body, message) => {
    expect(await t.c.admin.post('/api/system-settings', body)).toMatchObject({ status: 400, body: { message } });
  });

  it('lets an admin save; staff then read the value; the change is kept with who and when', async () => {
    const saved = await t.c.admin.post<{ key: string; value: string; updatedBy: string }>('/api/system-settings', { key: 'chatbot_system_prompt', value: 'You are a concise assistant.' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ key: 'chatbot_system_prompt', value: 'You are a concise assistant.', updatedBy: t.c.ids.admin });
    const read = await t.c.counselor.get<{ value: string }>(KEY);
    expect(read.status).toBe(200);
    expect(read.body.value).toBe('You are a concise assistant.');

    const history = await t.c.admin.post<{ data: { systemSettingHistory: { total: number; items: { value: string; actorEmail: string; at: string }[] } } }>('/graphql', {
      query: 'query { systemSettingHistory(key: "chatbot_system_prompt") { total items { value actorEmail at } } }',
    });
    expect(history.body.data.systemSettingHistory.items[0]).toMatchObject({ value: 'You are a concise assistant.', actorEmail: 'admin@counsel.local' });
    const forbidden = await t.c.counselor.post<{ errors: unknown[] }>('/graphql', { query: 'query { systemSettingHistory(key: "chatbot_system_prompt") { total } }' });
    expect(forbidden.body.errors).toBeDefined();
  });

  it('records the change in the staff audit log (setting.changed event)', async () => {
    await t.c.admin.post('/api/system-settings', { key: 'chatbot_system_prompt', value: 'Audit me.' });
    const found = await until('the setting.changed audit entry', async () => {
      const res = await t.c.admin.post<{ data?: { auditLog: { items: { action: string; targetLabel: string }[] } } }>('/graphql', { query: 'query { auditLog(action: "settings.changed") { items { action targetLabel } } }' });
      return !!res.body.data?.auditLog.items.some((e) => e.targetLabel === 'chatbot_system_prompt');
    }, undefined, PORTAL_WAIT);
    expect(found).toBe(true);
  });
});
