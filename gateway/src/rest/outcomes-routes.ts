import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { idParams } from './body.js';
import { unitidParams } from './colleges-body.js';
import { execute, type VariablesOf } from './execute.js';
import { RestApplyOutcomeImportDocument, RestOutcomeImportDocument, RestScattergramDocument, RestStartOutcomeImportDocument } from '../gql/graphql.js';
import { applyInput, importInput, scattergramQuery } from './outcomes-body.js';
import { orNotFound } from './rest-error.js';
import type { Access } from './route-access.js';
import type { RouteDeps } from './route-deps.js';

const SIGNED_IN: { access: Access } = { access: 'signedIn' };
const STAFF: { access: Access; forbidden: string } = { access: 'staff', forbidden: 'Only counselors and admins import outcomes' };

/** Scattergrams and the import of past outcomes, each route one GraphQL operation of the outcomes service. */
export function registerOutcomesRoutes(app: FastifyInstance, d: RouteDeps) {
  const run = async <TResult, TVars extends Record<string, unknown>>(
    req: FastifyRequest, document: TypedDocumentNode<TResult, TVars>, ...variables: VariablesOf<TVars>
  ) => execute(d.apollo, await d.context(req), document, ...variables);
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Who may see it is the service's to say (the school's staff and students; anyone else finds no school: 404).
  r.get('/api/colleges/:unitid/scattergram', { schema: { params: unitidParams, querystring: scattergramQuery }, config: SIGNED_IN }, async (req) =>
    orNotFound((await run(req, RestScattergramDocument, {
      unitid: req.params.unitid, schoolId: req.query.schoolId, studentId: req.query.studentId ?? null,
    })).scattergram, 'School not found'));

  // A file of past classes: a dry run that reports every rejected row with its line and reason, then the apply.
  r.post('/api/outcomes/imports', { schema: { body: importInput }, config: STAFF }, async (req, reply) => {
    const { schoolId, content, fileName } = req.body;
    return reply.status(201).send((await run(req, RestStartOutcomeImportDocument, { schoolId, content, fileName: fileName ?? null })).startOutcomeImport);
  });
  r.get('/api/outcomes/imports/:id', { schema: { params: idParams }, config: STAFF }, async (req) =>
    orNotFound((await run(req, RestOutcomeImportDocument, { id: req.params.id })).outcomeImport, 'Outcome import not found'));
  r.post('/api/outcomes/imports/:id/apply', { schema: { params: idParams, body: applyInput }, config: STAFF }, async (req) =>
    (await run(req, RestApplyOutcomeImportDocument, { id: req.params.id, acceptRejections: req.body.acceptRejections ?? false })).applyOutcomeImport);
}
