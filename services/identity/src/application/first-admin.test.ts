import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ConfigError, ValidationError, createLogger, loadConfig } from '@counsel/kit';
import { identityConfigSchema } from '../config.js';
import { openCredentials, openIdentityStores, type IdentityStores } from '../adapters/open-adapters.js';
import { ensureFirstAdmin } from './first-admin.js';

const log = createLogger('test', 'silent');
const config = loadConfig(identityConfigSchema, { DATA_DIR: ':memory:' });
let stores: IdentityStores;

beforeEach(async () => { stores = await openIdentityStores(config, log); });
afterEach(() => stores.close());

describe('the first admin (ADMIN_EMAIL, ADMIN_PASSWORD)', () => {
  it('is created once, only when no admin exists and both variables are set', async () => {
    const credentials = await openCredentials(config, stores, log);
    expect(credentials.kind).toBe('embedded');
    await ensureFirstAdmin(stores.users, credentials, 'Head@District.org', undefined, log);
    await ensureFirstAdmin(stores.users, credentials, undefined, 'a long passphrase', log);
    expect(await stores.users.countByRole('admin')).toBe(0);
    await ensureFirstAdmin(stores.users, credentials, 'Head@District.org', 'a long passphrase', log);
    expect(await stores.users.byEmail('head@district.org')).toMatchObject({ role: 'admin', firstName: 'District', lastName: 'Administrator' });
    expect(await credentials.verify('head@district.org', 'a long passphrase')).not.toBeNull();
    await ensureFirstAdmin(stores.users, credentials, 'second@district.org', 'another passphrase', log);
    expect(await stores.users.countByRole('admin')).toBe(1);
  });

  it('refuses a password the sign-up rules refuse', async () => {
    const credentials = await openCredentials(config, stores, log);
    await expect(ensureFirstAdmin(stores.users, credentials, 'head@district.org', '12345', log)).rejects.toThrow(new ValidationError('Password must be at least 6 characters'));
  });
});

describe('openCredentials', () => {
  it('stops start-up when Keycloak is configured without its client secret', async () => {
    const keycloak = loadConfig(identityConfigSchema, { DATA_DIR: ':memory:', KEYCLOAK_URL: 'http://127.0.0.1:1' });
    await expect(openCredentials(keycloak, stores, log)).rejects.toThrow(new ConfigError('KEYCLOAK_CLIENT_SECRET is required with KEYCLOAK_URL'));
  });

  it('gives the embedded issuer the same signing key on every start', async () => {
    const a = await openCredentials(config, stores, log);
    const b = await openCredentials(config, stores, log);
    expect((await a.jwks())?.keys).toEqual((await b.jwks())?.keys);
    expect((await a.jwks())?.keys).toHaveLength(1);
  });
});
