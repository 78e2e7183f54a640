import type { CatalogService } from '../../application/catalog-service.js';
import { combinedSat } from '../../domain/college.js';
import type { Resolvers } from '../generated/resolvers-types.js';

/** Query.colleges, Query.college and the College fields computed from the catalog row. */
export function catalogResolvers(service: CatalogService): Resolvers {
  return {
    Query: {
      colleges: (_, args, ctx) => service.search(ctx.principal, args.input ?? {}),
      college: (_, args, ctx) => service.college(ctx.principal, args.unitid),
    },
    College: {
      // Another subgraph's reference (outcomes' scattergram names its college): the catalog is public to signed-in users,
      // and the referring field authorized its caller already.
      __resolveReference: async (ref) => service.get(ref.unitid),
      sat25: (c) => combinedSat(c.satReading25, c.satMath25),
      sat75: (c) => combinedSat(c.satReading75, c.satMath75),
    },
  };
}
