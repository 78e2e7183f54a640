/**
 * The role × endpoint matrix: every REST route and every GraphQL root field, called as
 * signed out, the owning student, another student, a teacher of the students' school, a counselor, a
 * counselor of another school and an admin. The rows live in authorization-table.ts and, for the services' issue-16 additions, in the
 * files beside it (authorization-table.<service>.ts), concatenated here; a route the gateway registers, or
 * a root field the supergraph exposes, without a row fails here.
 */
import { afterAll } from '@jest/globals';
import { buildMatrixContext } from './support/matrix-context.js';
import { describeAuthorizationMatrix } from './support/authorization-matrix-suites.js';
import { startTestPortal } from './support/portal.js';

// Started before the tests are declared: which rows run depends on what the gateway registered.
const portal = await startTestPortal();
afterAll(async () => portal.close());
// The bus lets the context publish the roster's facts (a second school, its counselor) should its calls be missing.
const ctx = await buildMatrixContext(portal.url, portal.bus);

describeAuthorizationMatrix(ctx);
