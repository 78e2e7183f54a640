import { readFileSync } from 'node:fs';
import { gql } from 'graphql-tag';
import type { DocumentNode } from 'graphql';

/** Reads a subgraph's schema.graphql (the contract; the build copies it beside the JS). */
export function loadSchemaFile(url: URL): { sdl: string; typeDefs: DocumentNode } {
  const sdl = readFileSync(url, 'utf8');
  return { sdl, typeDefs: gql(sdl) };
}
