// `@counsel/kit/server`: a subgraph's HTTP server (Fastify + Apollo) and what only it needs: the shared
// Fastify base, GraphQL error formatting and schema-file loading. Loads Fastify and Apollo.
export * from '../server.js';
export * from '../http-base.js';
export * from '../graphql-errors.js';
export * from '../schema-file.js';
export * from '../service/define-service.js';
export * from '../records/record-participant-wiring.js';
