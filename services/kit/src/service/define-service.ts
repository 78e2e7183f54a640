import type { FastifyInstance } from 'fastify';
import type { DocumentNode } from 'graphql';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper/resolverMap.js';
import type { z } from 'zod';
import { loadConfig, type CommonConfig } from '../config.js';
import type { Logger } from '../logger.js';
import type { EventBus, Subscription } from '../bus/event-bus.js';
import type { EventSubscription } from './on-event.js';
import type { ServiceMetrics } from '../metrics.js';
import type { ModuleContext, RunningModule, ServiceModule } from '../modules.js';
import type { TokenVerifier } from '../auth.js';
import type { Outbox } from '../outbox/outbox.js';
import { OutboxEvents } from '../outbox/outbox-events.js';
import { verifierFor } from '../verifier-from-env.js';
import { startServiceServer } from '../server.js';
import { recordParticipantWiring } from '../records/record-participant-wiring.js';
import type { RecordParticipant } from '../records/record-participant.js';
import type { SharedReads } from '../shared-reads.js';
import type { RequestContext } from '../context.js';

/** What a service's `openStores` returns: its ports, whether they can take traffic, and how to close them. */
export interface OpenedStores {
  /** Readiness; absent: ready once started. */
  ready?(): boolean | Promise<boolean>;
  close(): Promise<void>;
}

/** What the kit hands a service's `build`: everything it has opened and started for it. */
export interface ServiceEnv<C, S> {
  name: string;
  config: C;
  log: Logger;
  stores: S;
  bus: EventBus;
  /** The service's one outbox relay: call `committed()` after a write that appended events. */
  events: OutboxEvents;
  /** Addresses of other services (in-process in embedded mode, `<NAME>_URL` otherwise). */
  serviceUrl(name: string): string;
  verifier: () => TokenVerifier;
  running: ModuleContext['running'];
}

/** What a service is made of once built: its contract, its handlers, its record participant and its own chores. */
export interface ServiceParts {
  typeDefs: DocumentNode;
  // Resolver maps are heterogeneous by nature (see server.ts); each service types its own where it writes them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  resolvers: GraphQLResolverMap<any>[];
  subscriptions?: EventSubscription[];
  /** Present when the service holds student data: the kit wires export, erasure, confirmation and read logging. */
  recordParticipant?: RecordParticipant;
  /** Work before the handlers and the relay start (demo data that the first events must already see). */
  prepare?(): Promise<void>;
  /** Work once the handlers run and before traffic (demo data, sweeps of what a crash left, backfills). */
  start?(): Promise<void>;
  /** Periodic chores (sweeps, retention); a failure is logged and the next tick runs. */
  every?: { ms: number; run(): Promise<unknown>; what: string }[];
  routes?(app: FastifyInstance, metrics: ServiceMetrics): void | Promise<void>;
  metrics?: ServiceMetrics;
  bodyLimit?: number;
  /** Reads answered alike for every caller the service admits (a catalog), kept until their data changes. */
  sharedReads?: SharedReads<RequestContext>;
  /** Releases what the service opened besides its stores (blobs, indexes, models); after the server and handlers. */
  close?(): Promise<void>;
}

export interface ServiceDefinition<Schema extends z.ZodType<CommonConfig>, S extends OpenedStores> {
  name: string;
  dependsOn: readonly string[];
  config: Schema;
  port(config: z.infer<Schema>): number;
  openStores(config: z.infer<Schema>, log: Logger): Promise<S>;
  /** The outbox the kit relays: the one a store holds (`store.outbox`); each service has one table or collection. */
  outbox?(stores: S): Outbox;
  build(env: ServiceEnv<z.infer<Schema>, S>): Promise<ServiceParts> | ServiceParts;
}

/**
 * Declares a service; the kit runs it (as dskit runs Loki's modules): config, log, stores, the outbox relay
 * (flushed at start for what a crash left), the subscriptions, the record participant, the server, readiness,
 * and shutdown in reverse order. No service writes its own start/stop block.
 */
export function defineService<Schema extends z.ZodType<CommonConfig>, S extends OpenedStores>(def: ServiceDefinition<Schema, S>): ServiceModule {
  return {
    name: def.name,
    settings: def.config,
    dependsOn: def.dependsOn,
    start: (ctx) => runService(def, ctx),
  };
}

async function runService<Schema extends z.ZodType<CommonConfig>, S extends OpenedStores>(
  def: ServiceDefinition<Schema, S>, ctx: ModuleContext,
): Promise<RunningModule> {
  const config = loadConfig(def.config, ctx.env);
  const log = ctx.log.child({ service: def.name });
  const stores = await def.openStores(config, log);
  const outbox: Outbox = def.outbox?.(stores) ?? { pendingEvents: async () => [], eventPublished: async () => undefined, eventsPublished: async () => undefined };
  const events = new OutboxEvents(outbox, ctx.bus, log);
  // Undone in reverse at shutdown, or at once when start-up fails part way.
  const undo: (() => Promise<void> | void)[] = [() => stores.close(), () => events.close()];
  const shutdown = async () => {
    for (const step of undo.reverse()) await step();
  };
  try {
    const verifier = verifierFor(ctx);
    const parts = await def.build({
      name: def.name, config, log, stores, bus: ctx.bus, events, verifier,
      serviceUrl: (name) => ctx.serviceUrl(name), running: ctx.running,
    });
    if (parts.close) undo.push(parts.close);
    const participant = parts.recordParticipant ? recordParticipantWiring(def.name, parts.recordParticipant, events, log) : null;
    const handlers = [...(parts.subscriptions ?? []), ...(participant?.subscriptions ?? [])];
    await parts.prepare?.();
    const subs: Subscription[] = [];
    undo.push(async () => { for (const s of subs) await s.stop(); });
    for (const h of handlers) subs.push(await h.subscribe(ctx.bus));
    void events.start(); // what a crash or a bus outage left in the outbox
    await parts.start?.();
    const timers = (parts.every ?? []).map((t) => setInterval(() => {
      t.run().catch((err: unknown) => log.error({ err }, `${t.what} failed`));
    }, t.ms).unref());
    undo.push(() => { for (const t of timers) clearInterval(t); });
    const ready = async () => (await stores.ready?.()) ?? true;
    const server = await startServiceServer({
      name: def.name, host: config.HOST, port: def.port(config), log,
      typeDefs: parts.typeDefs,
      resolvers: participant ? [...parts.resolvers, participant.resolvers] : parts.resolvers,
      verifier, ready, routes: parts.routes, metrics: parts.metrics, bodyLimit: parts.bodyLimit, sharedReads: parts.sharedReads,
    });
    undo.push(() => server.close());
    return { name: def.name, url: server.url, execute: server.execute, ready, close: shutdown };
  } catch (err) {
    await shutdown().catch((closeErr: unknown) => log.warn({ err: closeErr }, 'clean-up after a failed start failed'));
    throw err;
  }
}
