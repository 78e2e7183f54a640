import type { FastifyInstance } from 'fastify';
import { execute, RestError } from './execute.js';
import type { RouteDeps } from './route-deps.js';

const AUDIT_FIELDS = 'id at actorId actorEmail action targetId targetLabel outcome detail';

/** An optional integer query parameter; anything else is a clear 400. */
function intParam(raw: string | string[] | undefined, name: string): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) throw new RestError(400, `${name} must be a whole number`);
  return Number(raw);
}

/** An optional short text filter (the identity service checks its value). */
function textParam(raw: string | string[] | undefined, name: string): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || raw.length > 64) throw new RestError(400, `Invalid ${name}`);
  return raw;
}

/**
 * The admin console's REST routes beyond the spec's contract: the staff audit log (admins only,
 * enforced by the identity subgraph). Answers an array, newest first, with the total in X-Total-Count.
 */
export function registerAdminRoutes(app: FastifyInstance, d: RouteDeps) {
  app.get('/api/audit-log', async (req, reply) => {
    const q = req.query as Record<string, string | string[] | undefined>;
    const vars = {
      action: textParam(q.action, 'action') ?? null,
      actorId: textParam(q.actorId, 'actorId') ?? null,
      limit: intParam(q.limit, 'limit') ?? 50,
      offset: intParam(q.offset, 'offset') ?? 0,
    };
    const data = await execute<{ auditLog: { items: unknown[]; total: number } }>(d.apollo, await d.context(req),
      `query($action: String, $actorId: ID, $limit: Int, $offset: Int) {
        auditLog(action: $action, actorId: $actorId, limit: $limit, offset: $offset) { total items { ${AUDIT_FIELDS} } }
      }`, vars);
    reply.header('x-total-count', String(data.auditLog.total));
    return data.auditLog.items;
  });
}
