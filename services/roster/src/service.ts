import { loadConfig, verifierFor, type ModuleContext, type RunningModule, type ServiceModule } from '@counsel/kit';
import { startServiceServer } from '@counsel/kit/server';
import { rosterConfigSchema } from './config.js';
import { rosterTypeDefs } from './graphql/schema.js';

// Skeleton: the roster service is being built (issue 16); resolvers and stores land next.
export const rosterModule: ServiceModule = {
  name: 'roster',
  dependsOn: ['identity'],
  async start(ctx: ModuleContext): Promise<RunningModule> {
    const config = loadConfig(rosterConfigSchema, ctx.env);
    const log = ctx.log.child({ service: 'roster' });
    const server = await startServiceServer({
      name: 'roster', host: config.HOST, port: config.ROSTER_PORT, log,
      typeDefs: rosterTypeDefs, resolvers: {}, verifier: verifierFor(ctx), ready: () => true,
    });
    return { name: 'roster', url: server.url, execute: server.execute, ready: () => true, close: () => server.close() };
  },
};
