import type { KeyVault } from '../embedded-issuer/signing-keys.js';
import type { IdentityModels } from './models.js';

/** The embedded issuer's signing keys in the identity database. */
export function mongoKeyVault(m: IdentityModels): KeyVault {
  return {
    latest: async () => {
      const d = await m.keys.findOne().sort({ createdAt: -1 }).lean<{ _id: string; privateJwk: string }>();
      return d ? { kid: d._id, private_jwk: d.privateJwk } : null;
    },
    save: async (kid: string, jwk: string) => { await m.keys.create({ _id: kid, privateJwk: jwk, createdAt: new Date().toISOString() }); },
  };
}
