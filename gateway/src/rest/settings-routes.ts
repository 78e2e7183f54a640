import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { settingValueRequired } from '@counsel/settings';
import { jsonBody } from './body.js';
import { execute } from './execute.js';
import { RestSystemSettingDocument, RestSaveSystemSettingDocument } from '../gql/graphql.js';
import { orNotFound } from './rest-error.js';
import type { RouteDeps } from './route-deps.js';

const keyParams = z.object({ key: z.string('Invalid setting key').regex(/^[a-z0-9_]{1,64}$/, 'Invalid setting key') });
/** Types only; which keys exist, and a value's limits, are the settings service's to check. */
const settingBody = jsonBody({ key: z.string('Setting key is required').min(1, 'Setting key is required'), value: z.string(settingValueRequired) });

/** System settings: staff read a key (404 when unset), admins save. */
export function registerSettingsRoutes(app: FastifyInstance, d: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/system-settings/:key', { schema: { params: keyParams }, config: { access: 'staff' } }, async (req) => {
    const { key } = req.params;
    const data = await execute(d.apollo, await d.context(req), RestSystemSettingDocument, { key });
    // Unset is not an error for the client: it falls back to the default prompt.
    return orNotFound(data.systemSetting, 'Setting not found');
  });

  r.post('/api/system-settings', { schema: { body: settingBody }, config: { access: 'admin' } }, async (req) => {
    const body = req.body;
    const data = await execute(d.apollo, await d.context(req), RestSaveSystemSettingDocument,
      { key: body.key, value: body.value });
    return data.saveSystemSetting;
  });
}
