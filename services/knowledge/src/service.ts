import { loadConfig, startServiceServer, verifierFor, type ModuleContext, type RunningModule, type ServiceModule } from '@counsel/kit';
import { knowledgeConfigSchema } from './config.js';
import { knowledgeTypeDefs } from './graphql/schema.js';

export const knowledgeModule: ServiceModule = {
  name: 'knowledge',
  dependsOn: ['identity'],
  async start(ctx: ModuleContext): Promise<RunningModule> {
    const config = loadConfig(knowledgeConfigSchema, ctx.env);
    const log = ctx.log.child({ service: 'knowledge' });
    const server = await startServiceServer({
      name: 'knowledge',
      host: config.HOST,
      port: config.KNOWLEDGE_PORT,
      log,
      typeDefs: knowledgeTypeDefs,
      resolvers: { Query: { knowledgeInfo: () => ({ service: 'knowledge', version: '0.1.0' }) } },
      verifier: verifierFor(ctx),
    });
    return { name: 'knowledge', url: server.url, close: () => server.close() };
  },
};
