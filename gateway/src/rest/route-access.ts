import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthenticatedError } from '@counsel/kit';
import type { GatewayContext } from '../request-context.js';
import type { RouteDeps } from './route-deps.js';

/**
 * Who may call a REST route, checked before Fastify validates its params, body and query (a
 * preValidation hook), so a signed-out caller gets 401 and a wrong role 403 before any 400.
 * The owning subgraph still authorizes every call in full (ownership, records);
 * this is the coarse gate that keeps validation messages from people who may not call the route.
 */
export type Access = 'public' | 'signedIn' | 'student' | 'staff' | 'admin' | 'studentOrAdmin' | 'teacher' | 'staffOrTeacher' | 'guardian'
  | 'studentAdminOrGuardian';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The 403 message the owning service gives this route's wrong role (default: kit's ForbiddenError). */
    forbidden?: string;
  }
}

const ROLES: Record<Exclude<Access, 'public' | 'signedIn'>, readonly string[]> = {
  student: ['student'],
  staff: ['counselor', 'admin'],
  admin: ['admin'],
  /** A student's own record as a whole (its access log, an export): the student, or an admin; never counselors. */
  studentOrAdmin: ['student', 'admin'],
  /** A teacher's own letter work: teachers only; the spec's three roles never pass it. */
  teacher: ['teacher'],
  /** A letter's draft: staff for the counselor letter, the teacher asked for theirs. */
  staffOrTeacher: ['counselor', 'admin', 'teacher'],
  /** A guardian's own view of the students linked to them. */
  guardian: ['guardian'],
  /** Who read a student's record: the student, admins, and a guardian linked to the student (the service checks the link). */
  studentAdminOrGuardian: ['student', 'admin', 'guardian'],
};

/** The caller's role: from the session, or (a bare access token) from identity, which verifies it. */
async function callerRole(d: RouteDeps, ctx: GatewayContext): Promise<string | null> {
  if (ctx.sessionUser) return ctx.sessionUser.role;
  // Called directly, not through execute(): the one field this check needs, whatever the routes' documents.
  const res = await d.apollo.executeOperation<{ me: { role: string | null } | null }>({ query: 'query AccessCheckRole { me { role } }' }, { contextValue: ctx });
  const data = res.body.kind === 'single' ? res.body.singleResult.data : undefined;
  if (!data?.me) throw new UnauthenticatedError();
  return data.me.role;
}

export function registerAccessCheck(app: FastifyInstance, d: RouteDeps) {
  app.addHook('preValidation', async (req) => {
    const { access, forbidden } = req.routeOptions.config;
    if (!access || access === 'public') return;
    const ctx = await d.context(req);
    if (!ctx.accessToken) throw new UnauthenticatedError();
    if (access === 'signedIn') return;
    const role = await callerRole(d, ctx);
    if (!role || !ROLES[access].includes(role)) throw new ForbiddenError(forbidden);
  });
}

/** One context per request: the access check and the route share it (one session lookup). */
export function onePerRequest(make: (req: FastifyRequest) => Promise<GatewayContext>) {
  const made = new WeakMap<FastifyRequest, Promise<GatewayContext>>();
  return (req: FastifyRequest) => {
    let ctx = made.get(req);
    if (!ctx) {
      ctx = make(req);
      made.set(req, ctx);
    }
    return ctx;
  };
}
