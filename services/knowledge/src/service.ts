import {
  blobStoreFor, createMetrics, loadConfig, verifierFor, type ModuleContext, type RunningModule, type ServiceModule,
} from '@counsel/kit';
import { startServiceServer } from '@counsel/kit/server';
import { knowledgeConfigSchema } from './config.js';
import { openEmbedder, openKnowledgeStores, openSearchIndex } from './adapters/open-adapters.js';
import { FileTextExtractor } from './adapters/extraction/file-text-extractor.js';
import { buildKnowledgeApp } from './application/knowledge-app.js';
import { IndexingMetrics } from './application/indexing-metrics.js';
import { knowledgeTypeDefs } from './graphql/schema.js';
import { queryResolvers } from './graphql/resolvers/query.js';
import { mutationResolvers } from './graphql/resolvers/mutation.js';
import { typeResolvers } from './graphql/resolvers/types.js';
import { registerInternalRoutes } from './http/internal-routes.js';

export const knowledgeModule: ServiceModule = {
  name: 'knowledge',
  dependsOn: ['identity'],
  async start(ctx: ModuleContext): Promise<RunningModule> {
    const config = loadConfig(knowledgeConfigSchema, ctx.env);
    const log = ctx.log.child({ service: 'knowledge' });
    const stores = await openKnowledgeStores(config, log);
    const { store } = stores;
    const blobs = await blobStoreFor(config, 'knowledge');
    const embedder = await openEmbedder(config, log);
    const index = await openSearchIndex(config, stores.sqlite, embedder, log);
    const extractor = new FileTextExtractor(log, { ocr: config.OCR_ENABLED });
    // Made before the server: indexing starts (and counts) before /metrics is up.
    const metrics = createMetrics('knowledge');
    const app = buildKnowledgeApp({
      store, index, blobs, extractor, embedder, bus: ctx.bus, log,
      maxFileBytes: config.KNOWLEDGE_MAX_FILE_BYTES, indexConcurrency: config.INDEX_CONCURRENCY,
      urlTtlSeconds: config.UPLOAD_URL_TTL_SECONDS, unregisteredTtlMs: config.UNREGISTERED_UPLOAD_TTL_HOURS * 3_600_000,
      metrics: new IndexingMetrics(metrics.registry),
    });
    await app.start({ demo: config.DEMO_DATA ? { ocr: config.DEMO_OCR && config.OCR_ENABLED } : undefined });
    const sweeper = setInterval(() => {
      app.uploads.sweep().catch((err: unknown) => log.error({ err }, 'upload sweep failed'));
    }, config.UPLOAD_SWEEP_INTERVAL_MINUTES * 60_000);
    sweeper.unref();

    const verifier = verifierFor(ctx);
    const server = await startServiceServer({
      name: 'knowledge',
      host: config.HOST,
      port: config.KNOWLEDGE_PORT,
      log,
      typeDefs: knowledgeTypeDefs,
      resolvers: [queryResolvers(app), mutationResolvers(app), typeResolvers(store)],
      verifier,
      metrics,
      ready: stores.ready,
      routes: (fastify) => registerInternalRoutes(fastify, app.files, app.uploads, verifier),
    });
    log.info({ search: index.kind, mode: app.search.mode, embedder: embedder?.id ?? null }, 'knowledge search ready');
    return {
      name: 'knowledge',
      url: server.url,
      execute: server.execute,
      ready: stores.ready,
      close: async () => {
        clearInterval(sweeper);
        await app.stop();
        await server.close();
        await extractor.close();
        await embedder?.close?.();
        await index.close();
        await blobs.close();
        await stores.close();
      },
    };
  },
};
