import type { FastifyRequest } from 'fastify';
import { RestError } from './execute.js';

/**
 * The JSON body as an object. No body at all reads as no fields; a JSON `null`, string, number or
 * array is refused with a clear 400 (it must never read as "clear everything").
 */
export function objectBody(req: FastifyRequest): Record<string, unknown> {
  const body = req.body;
  if (body === undefined) return {};
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new RestError(400, 'Request body must be a JSON object');
  return body as Record<string, unknown>;
}

/** A string field; anything else is refused with the given message (the spec's own wording). */
export function stringField(body: Record<string, unknown>, name: string, message: string, opts: { optional?: boolean; max?: number } = {}): string {
  const v = body[name];
  if (v === undefined || v === null) {
    if (opts.optional) return '';
    throw new RestError(400, message);
  }
  if (typeof v !== 'string') throw new RestError(400, message);
  if (v.length > (opts.max ?? 10_000)) throw new RestError(400, message);
  return v;
}

/** Route parameters are ids: short, printable, no path tricks. */
export function idParam(value: string | undefined): string {
  if (!value || !/^[A-Za-z0-9_-]{1,64}$/.test(value)) throw new RestError(400, 'Invalid id');
  return value;
}
