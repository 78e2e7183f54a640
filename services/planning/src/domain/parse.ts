import { ValidationError, joined, word } from '@counsel/kit';
import type { z } from 'zod';

/** The input as the schema reads it, or a ValidationError with every problem in the rules' words. */
export function parseOrRefuse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input);
  if (!r.success) {
    // Each problem is a sentence of the rules (a catalog key): joined as a phrase, so each reads in the reader's language.
    const problems = joined(r.error.issues.map((i) => word(i.message)), '; ');
    throw new ValidationError(typeof problems === 'object' ? problems : String(problems));
  }
  return r.data;
}
