import { loadConfig, verifierFor, type ModuleContext, type RunningModule, type ServiceModule } from '@counsel/kit';
import { startServiceServer } from '@counsel/kit/server';
import { collegesConfigSchema } from './config.js';
import { startApplicationsApp } from './application/applications-app.js';
import { startCatalogApp } from './application/catalog-app.js';
import { collegesTypeDefs } from './graphql/schema.js';

/** The college catalog, curated deadlines and students' college lists (docs/colleges.md). */
export const collegesModule: ServiceModule = {
  name: 'colleges',
  dependsOn: ['identity'],
  async start(ctx: ModuleContext): Promise<RunningModule> {
    const config = loadConfig(collegesConfigSchema, ctx.env);
    const log = ctx.log.child({ service: 'colleges' });
    const catalog = await startCatalogApp(config, log);
    let applications: Awaited<ReturnType<typeof startApplicationsApp>> | undefined;
    try {
      applications = await startApplicationsApp(config, ctx, log, catalog.reader);
      const ready = () => catalog.ready() && applications!.ready();
      const server = await startServiceServer({
        name: 'colleges', host: config.HOST, port: config.COLLEGES_PORT, log,
        typeDefs: collegesTypeDefs,
        resolvers: [catalog.resolvers, applications.resolvers],
        verifier: verifierFor(ctx),
        ready,
      });
      const apps = applications;
      return {
        name: 'colleges', url: server.url, execute: server.execute, ready,
        close: async () => {
          await server.close();
          await apps.close();
          await catalog.close();
        },
      };
    } catch (err) {
      await applications?.close();
      await catalog.close();
      throw err;
    }
  },
};
