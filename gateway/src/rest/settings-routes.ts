import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jsonBody } from './body.js';
import { execute } from './execute.js';
import { RestSystemSettingDocument, RestSaveSystemSettingDocument } from '../gql/graphql.js';
import { RestError } from './rest-error.js';
import type { RouteDeps } from './route-deps.js';

const keyParams = z.object({ key: z.string('Invalid setting key').regex(/^[a-z0-9_]{1,64}$/, 'Invalid setting key') });
const settingBody = jsonBody({ key: z.string('Setting key is required').min(1, 'Setting key is required'), value: z.string('Value is required') });

/** System settings (spec section 7): staff read a key (404 when unset), admins save. */
export function registerSettingsRoutes(app: FastifyInstance, d: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/system-settings/:key', { schema: { params: keyParams }, config: { access: 'staff' } }, async (req) => {
    const { key } = req.params;
    const data = await execute(d.apollo, await d.context(req), RestSystemSettingDocument, { key });
    // Unset is not an error for the client: it falls back to the default prompt.
    if (!data.systemSetting) throw new RestError(404, 'Setting not found');
    return data.systemSetting;
  });

  r.post('/api/system-settings', { schema: { body: settingBody }, config: { access: 'admin' } }, async (req) => {
    const body = req.body;
    const data = await execute(d.apollo, await d.context(req), RestSaveSystemSettingDocument,
      { key: body.key, value: body.value });
    return data.saveSystemSetting;
  });
}
