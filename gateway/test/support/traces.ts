import { randomBytes } from 'node:crypto';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** A fresh caller's trace: its ids and the W3C traceparent header that starts it. */
export function newTrace() {
  const traceId = hex(16);
  const parentId = hex(8);
  return { traceId, parentId, headers: { traceparent: `00-${traceId}-${parentId}-01` } };
}
