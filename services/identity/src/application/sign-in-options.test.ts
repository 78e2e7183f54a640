import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '@counsel/kit';
import { identityConfigSchema } from '../config.js';
import { signInOptions } from './sign-in-options.js';

const options = (env: Record<string, string>) => signInOptions(loadConfig(identityConfigSchema, env));

describe('signInOptions', () => {
  it('embedded mode: the spec\'s password form and registration, no realm', () => {
    expect(options({})).toEqual({ mode: 'embedded', passwordSignIn: true, registration: 'form', realm: null });
  });

  it('Keycloak mode by default: only the district sign-in, at the address browsers use', () => {
    expect(options({ KEYCLOAK_URL: 'http://keycloak:8080', KEYCLOAK_PUBLIC_URL: 'https://auth.district.example/' })).toEqual({
      mode: 'keycloak', passwordSignIn: false, registration: 'none',
      realm: { url: 'https://auth.district.example', realm: 'counsel', clientId: 'counsel-web' },
    });
  });

  it('Keycloak mode where the realm allows direct grants and registration', () => {
    expect(options({ KEYCLOAK_URL: 'http://kc:8080', KEYCLOAK_DIRECT_GRANT: 'true' })).toMatchObject({ passwordSignIn: true, registration: 'form', realm: { url: 'http://kc:8080' } });
    expect(options({ KEYCLOAK_URL: 'http://kc:8080', KEYCLOAK_REGISTRATION: '1' })).toMatchObject({ passwordSignIn: false, registration: 'realm' });
  });
});
