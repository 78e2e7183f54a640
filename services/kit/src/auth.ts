import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey, type JWTPayload } from 'jose';
import { ForbiddenError, UnauthenticatedError } from './errors.js';
import { primaryRole, type Role } from './roles.js';
import { VerifiedTokenCache } from './verified-token-cache.js';

/** Who is calling, as read from a verified token (Keycloak's claim shape). */
export interface Principal {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role | null;
  sessionId: string | null;
  /**
   * The schools a staff member is assigned to (the token's `schools` claim). Absent or null when the token
   * carries no such claim: such staff count as assigned to the district's default school (see access.ts).
   */
  schoolIds?: string[] | null;
  /**
   * Guardians: the account ids of the students they may currently see (the token's `students` claim), with the
   * age-of-majority consent already applied by identity. Absent for every other role.
   */
  studentUserIds?: string[] | null;
}

interface CounselClaims extends JWTPayload {
  email?: string;
  given_name?: string;
  family_name?: string;
  sid?: string;
  realm_access?: { roles?: string[] };
  schools?: unknown;
  students?: unknown;
}

export interface TokenVerifier {
  verify(token: string): Promise<Principal>;
  /**
   * The token's own claims only, where `verify` completes them from elsewhere (Keycloak mode: a guardian's students,
   * guardian-students.ts); identity's lookup route uses it so that it never asks itself.
   */
  verifyClaims?(token: string): Promise<Principal>;
}

export function principalFromClaims(claims: CounselClaims): Principal {
  if (!claims.sub) throw new UnauthenticatedError('Token has no subject');
  return {
    userId: claims.sub,
    email: claims.email ?? '',
    firstName: claims.given_name ?? null,
    lastName: claims.family_name ?? null,
    role: primaryRole(claims.realm_access?.roles ?? []),
    sessionId: claims.sid ?? null,
    schoolIds: schoolsClaim(claims.schools),
    // Only guardians' tokens carry it: other principals stay as they were.
    ...(claims.students !== undefined ? { studentUserIds: schoolsClaim(claims.students) } : {}),
  };
}

/** The `schools` and `students` claims: a list of ids (a Keycloak attribute mapper may also send one id as a string). */
function schoolsClaim(value: unknown): string[] | null {
  if (typeof value === 'string') return value ? [value] : [];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v.length > 0);
  return null;
}

/** Verifies tokens against a JWKS (remote URL, or a key getter for in-process use). */
export function createTokenVerifier(opts: { jwks: URL | JWTVerifyGetKey; issuer: string }): TokenVerifier {
  const keys = opts.jwks instanceof URL ? createRemoteJWKSet(opts.jwks, { cooldownDuration: 5_000 }) : opts.jwks;
  const cache = new VerifiedTokenCache();
  return {
    async verify(token) {
      const known = cache.get(token);
      if (known) return known;
      try {
        const { payload } = await jwtVerify<CounselClaims>(token, keys, { issuer: opts.issuer, clockTolerance: 5 });
        const principal = principalFromClaims(payload);
        cache.set(token, principal, payload.exp);
        return principal;
      } catch (err) {
        if (err instanceof UnauthenticatedError) throw err;
        throw new UnauthenticatedError('Your session has expired. Please sign in again.');
      }
    },
  };
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m ? m[1] : null;
}

// Guards: every resolver calls one of these before touching data.
export function requireUser(p: Principal | null | undefined): Principal {
  if (!p) throw new UnauthenticatedError();
  return p;
}

export function requireRole(p: Principal | null | undefined, ...roles: Role[]): Principal {
  const user = requireUser(p);
  if (!user.role || !roles.includes(user.role)) throw new ForbiddenError();
  return user;
}

export function requireStaff(p: Principal | null | undefined): Principal {
  return requireRole(p, 'counselor', 'admin');
}

export function isStaff(p: Principal): boolean {
  return p.role === 'counselor' || p.role === 'admin';
}

/** Students reach only their own records; staff read everyone's. */
export function requireOwnerOrStaff(p: Principal | null | undefined, ownerUserId: string): Principal {
  const user = requireUser(p);
  if (isStaff(user)) return user;
  if (user.role === 'student' && user.userId === ownerUserId) return user;
  throw new ForbiddenError();
}

/** Writes to a student's records: the owning student only. */
export function requireOwner(p: Principal | null | undefined, ownerUserId: string): Principal {
  const user = requireRole(p, 'student');
  if (user.userId !== ownerUserId) throw new ForbiddenError();
  return user;
}
