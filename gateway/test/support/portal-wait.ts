/**
 * How long the gateway tests wait for what a whole portal does in the background (events between services,
 * indexing, exported spans and log lines), and how often they ask: a portal on a loaded CI machine is slow, and
 * each question is an HTTP round trip.
 */
export const PORTAL_WAIT = { timeoutMs: 30_000, intervalMs: 100 };
