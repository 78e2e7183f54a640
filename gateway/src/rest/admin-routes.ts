import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { wholeNumber } from './body.js';
import { execute } from './execute.js';
import { RestAuditLogDocument } from '../gql/graphql.js';
import type { RouteDeps } from './route-deps.js';

/** An optional text filter: one value; the identity service checks what it says (a known action, an id). */
const textParam = (name: string) => z.preprocess((v) => (v === '' ? undefined : v), z.string(`Invalid ${name}`).optional());
const auditQuery = z.object({ action: textParam('action'), actorId: textParam('actorId'), limit: wholeNumber('limit'), offset: wholeNumber('offset') });

/**
 * The admin console's REST routes beyond the spec's contract: the staff audit log (admins only,
 * enforced by the identity subgraph). Answers an array, newest first, with the total in X-Total-Count.
 */
export function registerAdminRoutes(app: FastifyInstance, d: RouteDeps) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/audit-log', { schema: { querystring: auditQuery }, config: { access: 'admin' } }, async (req, reply) => {
    const q = req.query;
    const vars = { action: q.action ?? null, actorId: q.actorId ?? null, limit: q.limit ?? 50, offset: q.offset ?? 0 };
    const data = await execute(d.apollo, await d.context(req), RestAuditLogDocument, vars);
    reply.header('x-total-count', String(data.auditLog.total));
    return data.auditLog.items;
  });
}
