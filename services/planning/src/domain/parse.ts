import { ValidationError, joined, phrase, word } from '@counsel/kit';
import type { z } from 'zod';

/** The input as the schema reads it, or a ValidationError with every problem in the rules' words. */
export function parseOrRefuse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input);
  if (!r.success) {
    // Each problem is a sentence of the rules (a catalog key); several are joined as a phrase, so each still reads in
    // the reader's language.
    const [first, ...more] = r.error.issues.map((i) => i.message);
    if (more.length === 0) throw new ValidationError(first);
    throw new ValidationError(phrase('{{first}}; {{rest}}', { first: word(first), rest: joined(more.map((m) => word(m)), '; ') }));
  }
  return r.data;
}
