import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { composeServices } from '@apollo/composition';
import type { GraphQLSchema } from 'graphql';
import { gql } from 'graphql-tag';
import { ConfigError } from '@counsel/kit';
import { SUBGRAPH_SDL } from './subgraphs.js';

/** Subgraph URLs stand as placeholders in the composed schema, so one composition serves any ports. */
const placeholderUrl = (name: string) => `counsel-subgraph:${name}/graphql`;
const COMPOSITION_VERSION: string = (createRequire(import.meta.url)('@apollo/composition/package.json') as { version: string }).version;
/**
 * Composing takes seconds of CPU at every start (every test portal, every restart) though its input only changes with
 * the code, so the result is kept beside the gateway's code, keyed by its input: as trusted as the code itself, unlike
 * a shared temporary folder. A read-only install just composes each time.
 */
const CACHE_DIR = new URL('../.supergraph-cache/', import.meta.url);

function compose() {
  const result = composeServices(
    Object.entries(SUBGRAPH_SDL).map(([name, sdl]) => ({ name, url: placeholderUrl(name), typeDefs: gql(sdl) })),
  );
  if (result.errors?.length || !result.supergraphSdl || !result.schema) {
    throw new ConfigError(`supergraph composition failed:\n${(result.errors ?? []).map((e) => e.message).join('\n')}`);
  }
  return { supergraphSdl: result.supergraphSdl, schema: result.schema };
}

let composedSdl: string | null = null;

function cachedSupergraphSdl(): string {
  if (composedSdl) return composedSdl;
  const key = createHash('sha256').update(COMPOSITION_VERSION).update(JSON.stringify(Object.entries(SUBGRAPH_SDL))).digest('hex');
  const file = new URL(`${key}.graphql`, CACHE_DIR);
  try {
    composedSdl = readFileSync(file, 'utf8');
    return composedSdl;
  } catch {
    // Not composed yet for this code.
  }
  composedSdl = compose().supergraphSdl;
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    // Written under a unique name, then renamed: a process starting beside this one never reads half a file.
    const partial = new URL(`${key}.${process.pid}.${Date.now()}.partial`, CACHE_DIR);
    writeFileSync(partial, composedSdl);
    renameSync(partial, file);
    for (const old of readdirSync(CACHE_DIR)) {
      if (old !== `${key}.graphql` && old.endsWith('.graphql')) rmSync(new URL(old, CACHE_DIR), { force: true });
    }
  } catch {
    // A read-only install: compose again next start.
  }
  return composedSdl;
}

/** The supergraph of every subgraph at its URL; fails start-up loudly on a broken schema. */
export function composeSupergraph(urlOf: (name: string) => string) {
  let supergraphSdl = cachedSupergraphSdl();
  for (const name of Object.keys(SUBGRAPH_SDL)) {
    supergraphSdl = supergraphSdl.replace(JSON.stringify(placeholderUrl(name)), JSON.stringify(`${urlOf(name)}/graphql`));
  }
  return { supergraphSdl };
}

/** The schema clients see (for tests and tools; the gateway derives its own from the supergraph). */
export function composeApiSchema(): GraphQLSchema {
  return compose().schema.toAPISchema().toGraphQLJSSchema();
}
