import { readerKey, selectsOnly, type RequestContext, type SharedReads } from '@counsel/kit';

/** The entities root: other subgraphs' references to users, completed here (User.__resolveReference). */
const ENTITY_FIELDS = new Set(['_entities']);
const NOTHING = new Set<string>();

/**
 * Users as other subgraphs reference them (the gateway's `_entities` hop, e.g. the user of GET /api/students/me),
 * kept per reader: a reference resolves by the reader alone (User.__resolveReference: staff or the user themself;
 * kit readerKey holds the account and role) and the user's row; every field of User is a stored column or derived
 * from one. The scope is the reader's key and the identity store's revision, which any write changes (a name or
 * language saved, a sign-in's lastLoginAt, another process's commit), so the next read after a write resolves
 * again; the representations are the variables, part of the key. The gateway merges other subgraphs' fields into
 * the users it is handed, so each caller gets a copy. A store without a revision (MongoDB) keeps nothing.
 */
export function userSharedReads(store: { revision(): string | null }): SharedReads<RequestContext> {
  return {
    covers: (document, operationName) => (selectsOnly(document, operationName, ENTITY_FIELDS, NOTHING) ? 'copies' : false),
    scope: (ctx) => {
      if (!ctx.principal) return null;
      const revision = store.revision();
      return revision === null ? null : `identity@${revision}\n${readerKey(ctx.principal)}`;
    },
  };
}
