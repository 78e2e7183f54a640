import { readdirSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { composeServices } from '@apollo/composition';
import { gql } from 'graphql-tag';
import { composeSupergraph } from '../src/supergraph.js';
import { SUBGRAPH_SDL } from '../src/subgraphs.js';

const urls = (port: number) => (name: string) => `http://127.0.0.1:${port}/${name}`;

describe('the composed supergraph', () => {
  it('is the same schema a fresh composition at those URLs gives, for any ports, and is kept for the next start', () => {
    for (const port of [4101, 4202]) {
      const fresh = composeServices(Object.entries(SUBGRAPH_SDL).map(([name, sdl]) => ({ name, url: `${urls(port)(name)}/graphql`, typeDefs: gql(sdl) })));
      expect(composeSupergraph(urls(port)).supergraphSdl).toBe(fresh.supergraphSdl);
    }
    expect(readdirSync(new URL('../.supergraph-cache/', import.meta.url)).filter((f) => f.endsWith('.graphql'))).toHaveLength(1);
  });
});
