/**
 * A Keycloak realm stand-in for tests: `oidc-provider`, a certified OpenID provider, served on
 * Keycloak's paths (`/realms/counsel/protocol/openid-connect/...`) with the shipped realm's clients: the public
 * web client `counsel-web` (authorization code, PKCE required, refresh tokens) and the confidential
 * `counsel-identity`. Access tokens are JWTs in Keycloak's shape (`azp`, `typ: Bearer`, names, email,
 * `realm_access.roles`, `schools`). Its sign-in page is oidc-provider's development login (any password).
 *
 * oidc-provider refuses to introspect JWT access tokens, which Keycloak does; the introspection path answers
 * here as Keycloak's does: active while the token is unexpired, its grant (the realm session) lives and the user
 * is enabled.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify, type JWK } from 'jose';
import { Provider, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

export interface RealmUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  schools?: string[];
}

export interface FakeRealm {
  /** What KEYCLOAK_URL points at. */
  url: string;
  realm: 'counsel';
  issuer: string;
  webClientId: 'counsel-web';
  clientId: 'counsel-identity';
  clientSecret: string;
  /** Registers the portal's redirect URIs (`<portal>/login`, `<portal>/`); the provider starts then. */
  configure(portalUrl: string): void;
  addUser(user: RealmUser): void;
  /** As in Keycloak's console: names, role… change; the next sign-in brings them. */
  updateUser(id: string, change: Partial<RealmUser>): void;
  /** Disables the user: introspection answers inactive and refresh grants fail. */
  disable(id: string): void;
  /** Requests the provider received, path only (what the portal and keycloak-js called). */
  requests: string[];
  close(): Promise<void>;
}

const REALM_PATH = '/realms/counsel';
const OIDC = '/protocol/openid-connect';
const RESOURCE = 'urn:counsel:api';
const SCOPE = 'openid profile email';

export async function startFakeRealm(opts: { accessTokenSeconds?: number } = {}): Promise<FakeRealm> {
  const ttl = opts.accessTokenSeconds ?? 300;
  const users = new Map<string, RealmUser>();
  const disabled = new Set<string>();
  const requests: string[] = [];
  /** Structured (JWT) access tokens are not stored by oidc-provider: which grant each was issued under. */
  const grantOfToken = new Map<string, string>();
  const clientSecret = randomBytes(16).toString('base64url');
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const privateJwk = { ...(await exportJWK(privateKey)), kid: 'fake-realm', alg: 'RS256', use: 'sig' } as JWK;
  const publicKeys = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: 'fake-realm', alg: 'RS256', use: 'sig' }] });

  let provider: Provider | null = null;
  let handle: ((req: http.IncomingMessage, res: http.ServerResponse) => void) | null = null;
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    requests.push(url.split('?')[0]);
    if (url === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    // keycloak-js calls the token endpoint with credentials; Keycloak allows them for the client's web origins.
    const setHeader = res.setHeader.bind(res);
    res.setHeader = ((name: string, value: number | string | readonly string[]) => {
      if (name.toLowerCase() === 'access-control-allow-origin' && req.headers.origin) {
        setHeader('access-control-allow-credentials', 'true');
        return setHeader(name, req.headers.origin);
      }
      return setHeader(name, value);
    }) as typeof res.setHeader;
    if (!handle || !url.startsWith(REALM_PATH)) {
      res.writeHead(404).end();
      return;
    }
    // Mounted under the realm path, as Express would mount it: oidc-provider reads its mount path from originalUrl.
    (req as http.IncomingMessage & { originalUrl?: string }).originalUrl = url;
    req.url = url.slice(REALM_PATH.length) || '/';
    if (req.method === 'POST' && req.url.split('?')[0] === `${OIDC}/token/introspect`) {
      void introspect(req, res);
      return;
    }
    if (req.method === 'POST' && req.url.split('?')[0] === `${OIDC}/token`) {
      void keycloakShapedTokenEndpoint(req, res, handle);
      return;
    }
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = `${base}${REALM_PATH}`;

  async function introspect(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const answer = (status: number, body: object) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (form.get('client_id') !== 'counsel-identity' || form.get('client_secret') !== clientSecret) return answer(401, { error: 'invalid_client' });
    try {
      const { payload } = await jwtVerify(form.get('token') ?? '', publicKeys, { issuer });
      // The grant the token was issued under (the realm session): gone once the user signed out at the realm.
      const grantId = payload.jti ? grantOfToken.get(payload.jti) : undefined;
      const grant = grantId && provider ? await provider.Grant.find(grantId) : undefined;
      const active = !!grant && !disabled.has(String(payload.sub));
      return answer(200, active ? { active, sub: payload.sub, client_id: payload.client_id, exp: payload.exp } : { active: false });
    } catch {
      return answer(200, { active: false });
    }
  }

  /**
   * keycloak-js decodes the refresh token as a JWT (Keycloak's are); oidc-provider's are opaque. The token
   * endpoint wraps each refresh token it issues in a JWT of Keycloak's shape and unwraps the ones it receives.
   */
  async function keycloakShapedTokenEndpoint(req: http.IncomingMessage, res: http.ServerResponse, next: NonNullable<typeof handle>) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const wrapped = form.get('refresh_token');
    if (wrapped) form.set('refresh_token', unwrapRefreshToken(wrapped));
    // The stream is spent: oidc-provider reads an already parsed body from req.body.
    (req as http.IncomingMessage & { body?: string }).body = form.toString();
    const setHeader = res.setHeader.bind(res);
    res.setHeader = ((name: string, value: number | string | readonly string[]) =>
      (name.toLowerCase() === 'content-length' ? res : setHeader(name, value))) as typeof res.setHeader;
    const end = res.end.bind(res) as (chunk?: unknown) => http.ServerResponse;
    res.end = ((chunk?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return end(chunk);
      try {
        const body = JSON.parse(String(chunk)) as { refresh_token?: string; refresh_expires_in?: number };
        if (body.refresh_token) body.refresh_token = wrapRefreshToken(body.refresh_token);
        return end(JSON.stringify(body));
      } catch {
        return end(chunk);
      }
    }) as typeof res.end;
    next(req, res);
  }

  function configure(portalUrl: string) {
    const portal = portalUrl.replace(/\/$/, '');
    const configuration: Configuration = {
      clients: [
        {
          client_id: 'counsel-web', token_endpoint_auth_method: 'none', application_type: 'web',
          redirect_uris: [`${portal}/login`], post_logout_redirect_uris: [`${portal}/`],
          grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'],
        },
        { client_id: 'counsel-identity', client_secret: clientSecret, grant_types: [], response_types: [], redirect_uris: [] },
      ],
      jwks: { keys: [privateJwk as never] },
      cookies: { keys: [randomBytes(16).toString('hex')] },
      routes: {
        authorization: `${OIDC}/auth`, token: `${OIDC}/token`, jwks: `${OIDC}/certs`, userinfo: `${OIDC}/userinfo`,
        end_session: `${OIDC}/logout`, revocation: `${OIDC}/revoke`,
      },
      pkce: { required: () => true },
      interactions: { url: (_ctx, interaction) => `${REALM_PATH}/interaction/${interaction.uid}` },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
      findAccount: async (_ctx, sub) => {
        const u = users.get(sub);
        if (!u || disabled.has(sub)) return undefined;
        return { accountId: sub, claims: async () => ({ sub, email: u.email, email_verified: true, given_name: u.firstName, family_name: u.lastName }) };
      },
      features: {
        devInteractions: { enabled: true },
        resourceIndicators: {
          enabled: true,
          defaultResource: () => RESOURCE,
          useGrantedResource: () => true,
          getResourceServerInfo: () => ({ scope: SCOPE, accessTokenFormat: 'jwt', accessTokenTTL: ttl }),
        },
        rpInitiatedLogout: {
          enabled: true,
          // Keycloak signs out without asking when the request names the client: the form submits itself.
          logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
            ctx.body = `<!DOCTYPE html><html><body>${form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>')}`
              + '<script>document.forms[0].submit()</script></body></html>';
          },
        },
      },
      // Keycloak's access token claims.
      extraTokenClaims: async (_ctx, token) => {
        if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
        const u = users.get(token.accountId);
        if (!u) return undefined;
        return {
          typ: 'Bearer', azp: token.clientId, email: u.email, given_name: u.firstName, family_name: u.lastName,
          realm_access: { roles: u.roles }, ...(u.schools ? { schools: u.schools } : {}),
        };
      },
      issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
      // Keycloak asks no consent for its own clients.
      loadExistingGrant: async (ctx) => {
        const { oidc } = ctx;
        const existing = oidc.session?.grantIdFor(oidc.client!.clientId);
        if (existing) return oidc.provider.Grant.find(existing);
        const grant = new oidc.provider.Grant({ clientId: oidc.client!.clientId, accountId: oidc.session!.accountId });
        grant.addOIDCScope(SCOPE);
        grant.addResourceScope(RESOURCE, SCOPE);
        await grant.save();
        return grant;
      },
      ttl: { AccessToken: ttl, IdToken: 3600, RefreshToken: 3600, Session: 3600, Grant: 3600, Interaction: 600, AuthorizationCode: 60 },
      clientBasedCORS: () => true,
      renderError: async (ctx, out) => {
        ctx.type = 'html';
        ctx.body = `<!DOCTYPE html><html><body><h1>oops</h1><pre>${JSON.stringify(out)}</pre></body></html>`;
      },
    };
    provider = new Provider(issuer, configuration);
    provider.on('access_token.issued', (token: { jti: string; grantId?: string }) => {
      if (token.grantId) grantOfToken.set(token.jti, token.grantId);
    });
    handle = provider.callback();
  }

  return {
    url: base, realm: 'counsel', issuer, webClientId: 'counsel-web', clientId: 'counsel-identity', clientSecret,
    configure,
    addUser: (u) => { users.set(u.id, u); },
    updateUser: (id, change) => { const u = users.get(id); if (u) users.set(id, { ...u, ...change }); },
    disable: (id) => { disabled.add(id); },
    requests,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A refresh token in Keycloak's form (a JWT with typ Refresh) around oidc-provider's opaque one. */
function wrapRefreshToken(opaque: string): string {
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ typ: 'Refresh', iat: now, exp: now + 3600, rt: opaque })}.unsigned`;
}

function unwrapRefreshToken(token: string): string {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { rt?: unknown };
    return typeof payload.rt === 'string' ? payload.rt : token;
  } catch {
    return token;
  }
}
