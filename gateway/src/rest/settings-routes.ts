import type { FastifyInstance } from 'fastify';
import { objectBody } from './body.js';
import { execute, RestError } from './execute.js';
import type { RouteDeps } from './route-deps.js';

const SETTING_FIELDS = 'key value updatedAt updatedBy updatedByEmail';

/** System settings (spec section 7): staff read a key (404 when unset), admins save. */
export function registerSettingsRoutes(app: FastifyInstance, d: RouteDeps) {
  app.get('/api/system-settings/:key', async (req) => {
    const key = (req.params as { key?: string }).key ?? '';
    if (!/^[a-z0-9_]{1,64}$/.test(key)) throw new RestError(400, 'Invalid setting key');
    const data = await execute<{ systemSetting: Record<string, unknown> | null }>(d.apollo, await d.context(req),
      `query($key: String!) { systemSetting(key: $key) { ${SETTING_FIELDS} } }`, { key });
    // Unset is not an error for the client: it falls back to the default prompt.
    if (!data.systemSetting) throw new RestError(404, 'Setting not found');
    return data.systemSetting;
  });

  app.post('/api/system-settings', async (req) => {
    const body = objectBody(req);
    if (typeof body.key !== 'string' || !body.key) throw new RestError(400, 'Setting key is required');
    if (typeof body.value !== 'string') throw new RestError(400, 'Value is required');
    const data = await execute<{ saveSystemSetting: unknown }>(d.apollo, await d.context(req),
      `mutation($key: String!, $value: String!) { saveSystemSetting(key: $key, value: $value) { ${SETTING_FIELDS} } }`,
      { key: body.key, value: body.value });
    return data.saveSystemSetting;
  });
}
