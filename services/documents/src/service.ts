import { loadConfig, startServiceServer, verifierFor, type ModuleContext, type RunningModule, type ServiceModule } from '@counsel/kit';
import { documentsConfigSchema } from './config.js';
import { documentsTypeDefs } from './graphql/schema.js';

export const documentsModule: ServiceModule = {
  name: 'documents',
  dependsOn: ['identity'],
  async start(ctx: ModuleContext): Promise<RunningModule> {
    const config = loadConfig(documentsConfigSchema, ctx.env);
    const log = ctx.log.child({ service: 'documents' });
    const server = await startServiceServer({
      name: 'documents',
      host: config.HOST,
      port: config.DOCUMENTS_PORT,
      log,
      typeDefs: documentsTypeDefs,
      resolvers: { Query: { documentsInfo: () => ({ service: 'documents', version: '0.1.0' }) } },
      verifier: verifierFor(ctx),
    });
    return { name: 'documents', url: server.url, close: () => server.close() };
  },
};
