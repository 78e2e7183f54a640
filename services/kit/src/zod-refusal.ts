import type { z } from 'zod';
import { ValidationError } from './errors.js';
import type { Phrase } from './phrase.js';

/**
 * A schema's refusal that names values (the value given, the choices): the issue's message is the phrase's English,
 * and the phrase rides in the issue's params so that the refusal can carry its template and values (refusalOf).
 */
export function refuseWith(ctx: z.RefinementCtx, p: Phrase): void {
  ctx.addIssue({ code: 'custom', message: p.message, params: { phrase: p } });
}

/** The ValidationError for a schema's refusal: written from the phrase its issue carries, else its message. */
export function refusalOf(issue: z.core.$ZodIssue): ValidationError {
  const carried = issue.code === 'custom' ? (issue.params as { phrase?: Phrase } | undefined)?.phrase : undefined;
  return new ValidationError(carried ?? issue.message);
}
