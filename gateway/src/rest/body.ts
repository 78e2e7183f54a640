import { z } from 'zod';

/**
 * The pieces every REST route's zod schemas are made of (Fastify validates them through
 * fastify-type-provider-zod; the first problem becomes a 400 `{ message }`, kit errors.ts). The
 * messages are the spec's own wording. Types are settled here; ranges, ownership and
 * the rest of the rules stay with the subgraph that owns the data.
 */
export const BODY_NOT_OBJECT = 'Request body must be a JSON object';

/**
 * A JSON object body. No body at all reads as no fields; a JSON `null`, string, number or array is
 * refused (it must never read as "clear everything"). Fields not in the shape are dropped.
 */
export const jsonBody = <S extends z.ZodRawShape>(shape: S) =>
  z.preprocess((v) => (v === undefined ? {} : v), z.object(shape, { error: BODY_NOT_OBJECT }));

/** A required string field, refused with the given message when missing, not text, or longer than `max`. */
export const text = (message: string, max = 10_000) => z.string(message).max(max, message);

/** Route parameters are ids: short, printable, no path tricks. */
export const ID = z.string('Invalid id').regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid id');
export const idParams = z.object({ id: ID });

/** An optional whole-number query parameter (one parser for every route): absent or empty reads as unset. */
export const wholeNumber = (name: string) =>
  z.preprocess((v) => (v === '' ? undefined : v),
    z.string(`${name} must be a whole number`).regex(/^\d{1,9}$/, `${name} must be a whole number`).transform(Number).optional());

/** An optional text query parameter (`?q=`): one value (a repeated parameter is refused). Its length is the service's rule. */
export const queryText = (message: string) => z.string(message).optional();
