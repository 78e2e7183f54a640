import { beforeAll, describe, expect, it } from '@jest/globals';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import {
  bearerToken,
  createTokenVerifier,
  isStaff,
  principalFromClaims,
  requireOwner,
  requireOwnerOrStaff,
  requireRole,
  requireStaff,
  requireUser,
  type Principal,
  type TokenVerifier,
} from './auth.js';
import { ForbiddenError, UnauthenticatedError } from './errors.js';

const ISSUER = 'https://keycloak.test/realms/counsel';
const KID = 'test-key-1';

let signingKey: CryptoKey;
let otherKey: CryptoKey;
let verifier: TokenVerifier;

beforeAll(async () => {
  const pair = await generateKeyPair('ES256');
  signingKey = pair.privateKey;
  otherKey = (await generateKeyPair('ES256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'ES256', use: 'sig' };
  verifier = createTokenVerifier({ jwks: createLocalJWKSet({ keys: [jwk] }), issuer: ISSUER });
});

interface TokenOptions {
  claims?: JWTPayload & Record<string, unknown>;
  subject?: string | null;
  issuer?: string;
  expiresAt?: number | string;
  key?: CryptoKey;
}
async function token(o: TokenOptions = {}) {
  let jwt = new SignJWT({ email: 'ada@example.edu', given_name: 'Ada', family_name: 'Lovelace', sid: 'session-1', realm_access: { roles: ['offline_access', 'student'] }, ...o.claims })
    .setProtectedHeader({ alg: 'ES256', kid: KID })
    .setIssuer(o.issuer ?? ISSUER)
    .setIssuedAt()
    .setExpirationTime(o.expiresAt ?? '5m');
  if (o.subject !== null) jwt = jwt.setSubject(o.subject ?? 'user-1');
  return jwt.sign(o.key ?? signingKey);
}

describe('createTokenVerifier', () => {
  it('turns a valid token into a Principal', async () => {
    expect(await verifier.verify(await token())).toEqual({
      userId: 'user-1',
      email: 'ada@example.edu',
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'student',
      sessionId: 'session-1',
      schoolIds: null,
    });
  });

  it.each([
    ['a list', ['school-a', 'school-b'], ['school-a', 'school-b']],
    ['one id as a string (a single-valued attribute mapper)', 'school-a', ['school-a']],
    ['an empty list (assigned to no school)', [], []],
    ['non-string entries, which are dropped', ['school-a', 7, '', null], ['school-a']],
    ['something else, read as no claim', { id: 'school-a' }, null],
  ])('reads the schools claim given as %s', async (_what, schools, expected) => {
    const p = await verifier.verify(await token({ claims: { schools, realm_access: { roles: ['counselor'] } } }));
    expect(p.schoolIds).toEqual(expected);
  });

  it.each([
    [['offline_access', 'uma_authorization', 'counselor'], 'counselor'],
    [['student', 'admin'], 'admin'],
    [['counselor', 'admin', 'student'], 'admin'],
    [['offline_access'], null],
    [[], null],
  ])('reads realm roles %j as role %s', async (roles, role) => {
    const p = await verifier.verify(await token({ claims: { realm_access: { roles } } }));
    expect(p.role).toBe(role);
  });

  it('gives no role when realm_access is missing, and nulls for missing names', async () => {
    const p = await verifier.verify(await token({ claims: { realm_access: undefined, given_name: undefined, family_name: undefined, sid: undefined } }));
    expect(p).toMatchObject({ role: null, firstName: null, lastName: null, sessionId: null });
  });

  const rejects = async (jwt: string | Promise<string>) => {
    const err = await verifier.verify(await jwt).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnauthenticatedError);
    return err as UnauthenticatedError;
  };

  it('rejects a token from another issuer', async () => {
    await rejects(token({ issuer: 'https://evil.test/realms/counsel' }));
  });

  it('rejects an expired token (beyond the clock tolerance)', async () => {
    const err = await rejects(token({ expiresAt: Math.floor(Date.now() / 1000) - 60 }));
    expect(err.message).toMatch(/expired/);
  });

  it('accepts a token that expired within the 5 s clock tolerance', async () => {
    const p = await verifier.verify(await token({ expiresAt: Math.floor(Date.now() / 1000) - 2 }));
    expect(p.userId).toBe('user-1');
  });

  it('rejects a token signed with another key', async () => {
    await rejects(token({ key: otherKey }));
  });

  it('rejects a tampered token', async () => {
    const [header, , signature] = (await token()).split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'user-1', iss: ISSUER, realm_access: { roles: ['admin'] }, exp: 9_999_999_999 })).toString('base64url');
    await rejects(`${header}.${forged}.${signature}`);
  });

  it('rejects garbage and an unsigned token', async () => {
    await rejects('not-a-jwt');
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: 'u', iss: ISSUER })).toString('base64url')}.`;
    await rejects(none);
  });

  it('rejects a token without a subject', async () => {
    const err = await rejects(token({ subject: null }));
    expect(err.message).toBe('Token has no subject');
  });
});

describe('principalFromClaims and bearerToken', () => {
  it('reads a guardian\'s students claim (a list, or one id as a string); no claim, no field', () => {
    const claims = { sub: 'g', realm_access: { roles: ['guardian'] } };
    expect(principalFromClaims({ ...claims, students: ['s-1', '', 5, 's-2'] })).toMatchObject({ role: 'guardian', studentUserIds: ['s-1', 's-2'] });
    expect(principalFromClaims({ ...claims, students: 's-1' }).studentUserIds).toEqual(['s-1']);
    expect('studentUserIds' in principalFromClaims(claims)).toBe(false);
  });

  it('needs a subject', () => {
    expect(() => principalFromClaims({})).toThrow(UnauthenticatedError);
    expect(principalFromClaims({ sub: 'u' })).toEqual({ userId: 'u', email: '', firstName: null, lastName: null, role: null, sessionId: null, schoolIds: null });
  });
  it('reads a bearer header', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer   xyz')).toBe('xyz');
    expect(bearerToken('Basic dXNlcjpwYXNz')).toBeNull();
    expect(bearerToken('Bearer a b')).toBeNull();
    expect(bearerToken('')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});

describe('guards', () => {
  const as = (role: Principal['role'], userId = `${role}-1`): Principal => ({ userId, email: `${userId}@example.edu`, firstName: null, lastName: null, role, sessionId: null });
  const student = as('student', 'stu-1');
  const otherStudent = as('student', 'stu-2');
  const counselor = as('counselor');
  const admin = as('admin');
  const noRole = as(null, 'nobody');

  it('requireUser needs a principal', () => {
    expect(requireUser(student)).toBe(student);
    expect(() => requireUser(null)).toThrow(UnauthenticatedError);
    expect(() => requireUser(undefined)).toThrow(UnauthenticatedError);
  });

  it('requireRole allows listed roles only', () => {
    expect(requireRole(admin, 'admin')).toBe(admin);
    expect(requireRole(counselor, 'counselor', 'admin')).toBe(counselor);
    expect(() => requireRole(counselor, 'admin')).toThrow(ForbiddenError);
    expect(() => requireRole(student, 'counselor', 'admin')).toThrow(ForbiddenError);
    expect(() => requireRole(noRole, 'student')).toThrow(ForbiddenError);
    expect(() => requireRole(null, 'admin')).toThrow(UnauthenticatedError);
  });

  it('requireStaff and isStaff mean counselor or admin', () => {
    expect(requireStaff(counselor)).toBe(counselor);
    expect(requireStaff(admin)).toBe(admin);
    expect(() => requireStaff(student)).toThrow(ForbiddenError);
    expect([student, counselor, admin, noRole].map(isStaff)).toEqual([false, true, true, false]);
  });

  it('requireOwnerOrStaff: a student reaches only their own records, staff everyone', () => {
    expect(requireOwnerOrStaff(student, 'stu-1')).toBe(student);
    expect(() => requireOwnerOrStaff(otherStudent, 'stu-1')).toThrow(ForbiddenError);
    expect(requireOwnerOrStaff(counselor, 'stu-1')).toBe(counselor);
    expect(requireOwnerOrStaff(admin, 'stu-1')).toBe(admin);
    expect(() => requireOwnerOrStaff(as(null, 'stu-1'), 'stu-1')).toThrow(ForbiddenError); // same id, no role
    expect(() => requireOwnerOrStaff(null, 'stu-1')).toThrow(UnauthenticatedError);
  });

  it('requireOwner: only the owning student writes, not even staff', () => {
    expect(requireOwner(student, 'stu-1')).toBe(student);
    expect(() => requireOwner(otherStudent, 'stu-1')).toThrow(ForbiddenError);
    expect(() => requireOwner(counselor, 'stu-1')).toThrow(ForbiddenError);
    expect(() => requireOwner(as('admin', 'stu-1'), 'stu-1')).toThrow(ForbiddenError);
    expect(() => requireOwner(undefined, 'stu-1')).toThrow(UnauthenticatedError);
  });
});
