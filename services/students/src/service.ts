import { loadConfig, startServiceServer, verifierFor, type ModuleContext, type RunningModule, type ServiceModule } from '@counsel/kit';
import { studentsConfigSchema } from './config.js';
import { studentsTypeDefs } from './graphql/schema.js';

export const studentsModule: ServiceModule = {
  name: 'students',
  dependsOn: ['identity'],
  async start(ctx: ModuleContext): Promise<RunningModule> {
    const config = loadConfig(studentsConfigSchema, ctx.env);
    const log = ctx.log.child({ service: 'students' });
    const server = await startServiceServer({
      name: 'students',
      host: config.HOST,
      port: config.STUDENTS_PORT,
      log,
      typeDefs: studentsTypeDefs,
      resolvers: { Query: { studentsInfo: () => ({ service: 'students', version: '0.1.0' }) } },
      verifier: verifierFor(ctx),
    });
    return { name: 'students', url: server.url, close: () => server.close() };
  },
};
