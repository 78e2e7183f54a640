import { randomBytes } from 'node:crypto';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** A fresh caller's trace: its ids and the W3C traceparent header that starts it. */
export function newTrace() {
  const traceId = hex(16);
  const parentId = hex(8);
  return { traceId, parentId, headers: { traceparent: `00-${traceId}-${parentId}-01` } };
}

/** Polls `read` until `ok` holds (spans and log lines arrive after the response), failing after `ms`. */
export async function until<T>(what: string, read: () => Promise<T> | T, ok: (v: T) => boolean, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
