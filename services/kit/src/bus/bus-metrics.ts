import { Counter, Gauge, Histogram, Registry } from 'prom-client';

export type HandledOutcome = 'ok' | 'retried' | 'dead_lettered';

/** Something that can say how many events a durable consumer has not finished yet. */
export interface PendingSource {
  subject: string;
  durable: string;
  pending(): number | Promise<number>;
}

/**
 * The event bus's series live in one registry per process, not per service: the bus belongs to the process
 * (in embedded mode one bus serves every module), so every /metrics of the process appends them, as it does
 * the process's nodejs_* series. In distributed mode that is exactly the pod's own consumers.
 */
export const busRegistry = new Registry();

const handled = new Counter({
  name: 'counsel_bus_events_handled_total',
  help: 'Event deliveries by outcome: ok, retried (failed, will come again) or dead_lettered',
  labelNames: ['subject', 'durable', 'outcome'],
  registers: [busRegistry],
});
const duration = new Histogram({
  name: 'counsel_bus_handler_duration_seconds',
  help: 'Time an event handler ran, per delivery',
  labelNames: ['subject', 'durable'],
  buckets: [0.005, 0.025, 0.1, 0.25, 1, 2.5, 10, 30, 120],
  registers: [busRegistry],
});
const published = new Counter({
  name: 'counsel_bus_events_published_total',
  help: 'Events accepted by the bus',
  labelNames: ['subject'],
  registers: [busRegistry],
});

const sources = new Set<PendingSource>();
/** A scrape must not hang on a slow broker: a consumer that does not answer in time is left out. */
const PENDING_TIMEOUT_MS = 3_000;

new Gauge({
  name: 'counsel_bus_consumer_pending',
  help: 'Events of a durable consumer not yet handled: waiting, being handled, or waiting for a retry (queue lag)',
  labelNames: ['subject', 'durable'],
  registers: [busRegistry],
  async collect() {
    this.reset();
    const counts = await Promise.all([...sources].map(async (s) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((r) => (timer = setTimeout(() => r(null), PENDING_TIMEOUT_MS)));
      try {
        return { s, n: await Promise.race([Promise.resolve(s.pending()), late]) };
      } catch {
        return { s, n: null }; // the broker or the log could not answer: no value rather than a wrong one
      } finally {
        clearTimeout(timer);
      }
    }));
    // Several sources may share labels (several subscriptions of one durable): their sum.
    for (const { s, n } of counts) if (n !== null) this.inc({ subject: s.subject, durable: s.durable }, n);
  },
});

export const busMetrics = {
  handled(subject: string, durable: string, outcome: HandledOutcome) {
    handled.inc({ subject, durable, outcome });
  },
  handlerSeconds(subject: string, durable: string, seconds: number) {
    duration.observe({ subject, durable }, seconds);
  },
  published(subject: string) {
    published.inc({ subject });
  },
  /** Reports the source's pending count at every scrape until the returned function is called. */
  trackPending(source: PendingSource): () => void {
    sources.add(source);
    return () => void sources.delete(source);
  },
};
