import { blobStoreFor, createMetrics } from '@counsel/kit';
import { defineService } from '@counsel/kit/server';
import { knowledgeConfigSchema } from './config.js';
import { openEmbedder, openKnowledgeStores, openSearchIndex } from './adapters/open-adapters.js';
import { openTextExtractor } from './adapters/extraction/isolated-text-extractor.js';
import { buildKnowledgeApp } from './application/knowledge-app.js';
import { IndexingMetrics } from './application/indexing-metrics.js';
import { knowledgeTypeDefs } from './graphql/schema.js';
import { rootResolvers } from './graphql/resolvers/root.js';
import { typeResolvers } from './graphql/resolvers/types.js';
import { registerInternalRoutes } from './http/internal-routes.js';

/** The knowledge base: staff content and files, indexed for search. */
export const knowledgeModule = defineService({
  name: 'knowledge',
  dependsOn: ['identity'],
  config: knowledgeConfigSchema,
  port: (config) => config.KNOWLEDGE_PORT,
  openStores: async (config, log) => {
    const stores = await openKnowledgeStores(config, log);
    const blobs = await blobStoreFor(config, 'knowledge').catch(async (err: unknown) => { await stores.close(); throw err; });
    return { ...stores, blobs, close: async () => { await blobs.close(); await stores.close(); } };
  },
  outbox: ({ store }) => store.outbox,
  build: async ({ config, stores, bus, events, log, verifier }) => {
    const { store, blobs } = stores;
    const embedder = await openEmbedder(config, log);
    const index = await openSearchIndex(config, stores.sqlite, embedder, log);
    const extractor = openTextExtractor(log, { ocr: config.OCR_ENABLED });
    // Made before the server: indexing starts (and counts) before /metrics is up.
    const metrics = createMetrics('knowledge');
    const app = buildKnowledgeApp({
      store, index, blobs, extractor, embedder, bus, outbox: events, log,
      maxFileBytes: config.KNOWLEDGE_MAX_FILE_BYTES, indexConcurrency: config.INDEX_CONCURRENCY,
      urlTtlSeconds: config.UPLOAD_URL_TTL_SECONDS, unregisteredTtlMs: config.UNREGISTERED_UPLOAD_TTL_HOURS * 3_600_000,
      metrics: new IndexingMetrics(metrics.registry),
    });
    return {
      typeDefs: knowledgeTypeDefs,
      resolvers: [rootResolvers(app), typeResolvers(store)],
      subscriptions: app.handlers,
      start: async () => {
        await app.start({ demo: config.DEMO_DATA ? { ocr: config.DEMO_OCR && config.OCR_ENABLED } : undefined });
        log.info({ search: index.kind, mode: app.search.mode, embedder: embedder?.id ?? null }, 'knowledge search ready');
      },
      every: [{ ms: config.UPLOAD_SWEEP_INTERVAL_MINUTES * 60_000, run: () => app.uploads.sweep(), what: 'upload sweep' }],
      metrics,
      routes: (fastify) => registerInternalRoutes(fastify, app.files, app.uploads, verifier),
      close: async () => {
        await extractor.close();
        await embedder?.close?.();
        await index.close();
      },
    };
  },
});
