// `@counsel/kit`: what every service and the gateway share, loading no database, bus, search or server
// client. Technology adapters have entry points of their own: `@counsel/kit/nats`, `@counsel/kit/mongo`,
// `@counsel/kit/elasticsearch`, `@counsel/kit/server`; and PDFs (pdf-lib and the fonts) `@counsel/kit/pdf`.
export * from './config.js';
export * from './errors.js';
export * from './phrase.js';
export * from './zod-refusal.js';
export * from './plain-text.js';
export * from './reads-as-spanish.js';
export * from './logger.js';
export * from './roles.js';
export * from './auth.js';
export * from './access.js';
export * from './guardian-majority.js';
export * from './verified-token-cache.js';
export * from './wait-for-dependency.js';
export * from './subgraph-executor.js';
export * from './subgraph-client.js';
export * from './context.js';
export * from './metrics.js';
export * from './metrics-server.js';
export * from './modules.js';
export * from './verifier-from-env.js';
export * from './store/sqlite.js';
export * from './bus/event-bus.js';
export * from './bus/retry-later.js';
export * from './service/on-event.js';
export * from './bus/envelope.js';
export * from './bus/durable-local-bus.js';
export * from './bus/bus-from-env.js';
export { busRegistry } from './bus/bus-metrics.js';
export * from './outbox/index.js';
export * from './tracing/tracing.js';
export * from './tracing/trace-context.js';
export * from './demo.js';
// MongoDB-backed (types-only import of mongoose, so core still loads no driver): belongs with the mongo entry point.
export * from './outbox/mongo-outbox.js';
export * from './outbox/unit-of-work.js';
export * from './blobs/blob-store.js';
export * from './blobs/content-sniffer.js';
export * from './blobs/inspecting-stream.js';
export * from './blobs/local-blob-store.js';
export * from './blobs/blob-store-from-env.js';
export * from './uploads/upload-ledger.js';
export * from './uploads/receive-upload.js';
export * from './uploads/upload-routes.js';
export * from './uploads/sqlite-upload-ledger.js';
export * from './store/sqlite-student-projection.js';
export * from './uploads/stored-file.js';
export * from './records/record-reads.js';
export * from './records/record-export.js';
export * from './records/erasures.js';
export * from './records/record-participant.js';
export * from './records/participant-helpers.js';
export * from './records/sqlite-erasures.js';
// Types-only import of mongoose, as the Mongo outbox above.
export * from './records/mongo-erasures.js';
export * from './calendar-days.js';
export * from './text-files/index.js';
