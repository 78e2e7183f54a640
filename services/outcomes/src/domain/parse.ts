import { ValidationError } from '@counsel/kit';
import type { z } from 'zod';

/** The input as the schema reads it, or a ValidationError with every problem in the rules' words. */
export function parseOrRefuse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input);
  if (!r.success) throw new ValidationError(r.error.issues.map((i) => i.message).join('; '));
  return r.data;
}
