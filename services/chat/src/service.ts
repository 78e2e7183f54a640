import { loadConfig, startServiceServer, verifierFor, type ModuleContext, type RunningModule, type ServiceModule } from '@counsel/kit';
import { chatConfigSchema } from './config.js';
import { chatTypeDefs } from './graphql/schema.js';

export const chatModule: ServiceModule = {
  name: 'chat',
  dependsOn: ['identity'],
  async start(ctx: ModuleContext): Promise<RunningModule> {
    const config = loadConfig(chatConfigSchema, ctx.env);
    const log = ctx.log.child({ service: 'chat' });
    const server = await startServiceServer({
      name: 'chat',
      host: config.HOST,
      port: config.CHAT_PORT,
      log,
      typeDefs: chatTypeDefs,
      resolvers: { Query: { chatInfo: () => ({ service: 'chat', version: '0.1.0' }) } },
      verifier: verifierFor(ctx),
    });
    return { name: 'chat', url: server.url, close: () => server.close() };
  },
};
