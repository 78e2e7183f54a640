import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import KcAdminClient from '@keycloak/keycloak-admin-client';
import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';

const repoFile = (rel: string) => fileURLToPath(new URL(`../../../${rel}`, import.meta.url));

/** The image docker-compose.yml runs (the Helm values pin the same tag), so the suite proves what ships. */
export function keycloakImage(): string {
  const image = /quay\.io\/keycloak\/keycloak:[\w.-]+/.exec(readFileSync(repoFile('docker-compose.yml'), 'utf8'))?.[0];
  if (!image) throw new Error('docker-compose.yml names no quay.io/keycloak/keycloak image');
  return image;
}

export interface RunningKeycloak {
  /** Base URL as this process reaches it; Keycloak stamps it into tokens as the issuer (no KC_HOSTNAME). */
  url: string;
  realm: 'counsel';
  clientId: 'counsel-identity';
  clientSecret: string;
  /** The master realm's bootstrap admin (user `admin`), for suites that change the realm as an operator would. */
  adminPassword: string;
  stop(): Promise<void>;
}

/**
 * Keycloak in dev mode with the repository's realm file imported as docker-compose.yml does it,
 * filling the file's ${KEYCLOAK_CLIENT_SECRET} and ${PUBLIC_URL} placeholders from the environment.
 * `directGrants` (default true: the password-contract suites) turns on the identity client's direct grants, as a
 * district that sets KEYCLOAK_DIRECT_GRANT does; the shipped realm has them off. `publicUrl` is the
 * portal the web client may return to.
 */
export async function startKeycloak(opts: { directGrants?: boolean; publicUrl?: string } = {}): Promise<RunningKeycloak> {
  const realm = JSON.parse(readFileSync(repoFile('deploy/keycloak/realm.json'), 'utf8')) as { clients: { clientId: string; directAccessGrantsEnabled?: boolean }[] };
  const identityClient = realm.clients.find((c) => c.clientId === 'counsel-identity');
  if (identityClient) identityClient.directAccessGrantsEnabled = opts.directGrants ?? true;
  const clientSecret = randomBytes(24).toString('base64url');
  const adminPassword = randomBytes(12).toString('base64url');
  const container: StartedTestContainer = await new GenericContainer(keycloakImage())
    .withCommand(['start-dev', '--import-realm'])
    .withEnvironment({
      KC_BOOTSTRAP_ADMIN_USERNAME: 'admin',
      KC_BOOTSTRAP_ADMIN_PASSWORD: adminPassword,
      KC_HEALTH_ENABLED: 'true',
      KEYCLOAK_CLIENT_SECRET: clientSecret,
      PUBLIC_URL: opts.publicUrl ?? 'http://localhost:4000',
    })
    .withCopyContentToContainer([{ content: JSON.stringify(realm), target: '/opt/keycloak/data/import/counsel-realm.json' }])
    .withExposedPorts(8080)
    // The realm's discovery document answers only once the import is done.
    .withWaitStrategy(Wait.forHttp('/realms/counsel/.well-known/openid-configuration', 8080).forStatusCode(200))
    .withStartupTimeout(240_000)
    .start();
  return {
    url: `http://${container.getHost()}:${container.getMappedPort(8080)}`,
    realm: 'counsel',
    clientId: 'counsel-identity',
    clientSecret,
    adminPassword,
    stop: async () => { await container.stop(); },
  };
}

/** An admin client of the realm signed in as the master realm's bootstrap admin, as an operator would be. */
export async function realmOperator(kc: RunningKeycloak): Promise<KcAdminClient> {
  const operator = new KcAdminClient({ baseUrl: kc.url, realmName: 'master' });
  await operator.auth({ grantType: 'password', clientId: 'admin-cli', username: 'admin', password: kc.adminPassword });
  operator.setConfig({ realmName: kc.realm });
  return operator;
}
