import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportingRuleMessages as RULES } from '@counsel/reporting';
import { RestReportCsvDocument, RestReportDocument } from '../gql/graphql.js';
import { csvQuery, sendCsv } from './csv.js';
import { execute } from './execute.js';
import type { Access } from './route-access.js';
import type { RouteDeps } from './route-deps.js';

/** Admins (the district) and counselors (their schools); the reporting service decides which schools. */
const STAFF: { access: Access } = { access: 'staff' };

const nameParams = z.object({ name: z.string(RULES.unknownReport).min(1, RULES.unknownReport).max(100, RULES.unknownReport) });
/** The filters as the wire carries them; their ranges are the service's rules. */
const filterQuery = z.object({
  schoolId: z.string(RULES.schoolId).optional(),
  classYear: z.preprocess((v) => (v === '' ? undefined : v), z.string(RULES.classYear).regex(/^\d{1,9}$/, RULES.classYear).transform(Number).optional()),
});
const variables = (name: string, q: z.infer<typeof filterQuery>) => ({ name, schoolId: q.schoolId || null, classYear: q.classYear ?? null });

/** The district's and schools' reports (docs/reporting.md), as JSON and as CSV. */
export function registerReportingRoutes(app: FastifyInstance, d: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/reports/:name.csv', { schema: { params: nameParams, querystring: filterQuery.extend(csvQuery.shape) }, config: STAFF }, async (req, reply) => {
    const data = await execute(d.apollo, await d.context(req), RestReportCsvDocument, variables(req.params.name, req.query));
    const scope = [req.params.name, req.query.schoolId, req.query.classYear].filter(Boolean).join('-');
    return sendCsv(reply, `${scope.replace(/[^A-Za-z0-9_-]/g, '_')}.csv`, data.reportCsv, req.query);
  });
  r.get('/api/reports/:name', { schema: { params: nameParams, querystring: filterQuery }, config: STAFF }, async (req) => {
    const data = await execute(d.apollo, await d.context(req), RestReportDocument, variables(req.params.name, req.query));
    return data.report;
  });
}
