import { composeServices } from '@apollo/composition';
import { gql } from 'graphql-tag';
import { ConfigError } from '@counsel/kit';
import { SUBGRAPH_SDL } from './subgraphs.js';

/** Composes the supergraph in-process (no external binary); fails start-up loudly on a broken schema. */
export function composeSupergraph(urlOf: (name: string) => string) {
  const result = composeServices(
    Object.entries(SUBGRAPH_SDL).map(([name, sdl]) => ({ name, url: `${urlOf(name)}/graphql`, typeDefs: gql(sdl) })),
  );
  if (result.errors?.length || !result.supergraphSdl) {
    throw new ConfigError(`supergraph composition failed:\n${(result.errors ?? []).map((e) => e.message).join('\n')}`);
  }
  return { supergraphSdl: result.supergraphSdl, apiSchema: result.schema!.toAPISchema().toGraphQLJSSchema() };
}
