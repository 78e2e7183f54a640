import { z } from 'zod';
import { ValidationError, plainText } from '@counsel/kit';

/**
 * The spec's exact messages. Limits above the minimums keep hostile input bounded. The gateway's REST bodies,
 * which settle a field's type before it becomes the GraphQL input, say the same words from here.
 */
export const MESSAGES = {
  email: 'Please enter a valid email',
  password: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  nameTooLong: 'Names must be at most 100 characters',
  role: 'Role must be counselor, admin or teacher',
} as const;

/** The roles an admin may give an account they create: the spec's staff, and teachers. */
export const CREATABLE_ROLES = ['counselor', 'admin', 'teacher'] as const;

const email = z.string(MESSAGES.email).trim().max(254, MESSAGES.email).pipe(z.email(MESSAGES.email));
const password = z.string(MESSAGES.password).min(6, MESSAGES.password).max(128, MESSAGES.passwordTooLong);
// Names are shown everywhere and sent in every session: no control characters (NUL, BEL, ESC...).
const firstName = z.string(MESSAGES.firstName).trim().min(1, MESSAGES.firstName).max(100, MESSAGES.nameTooLong).check(plainText('First name'));
const lastName = z.string(MESSAGES.lastName).trim().min(1, MESSAGES.lastName).max(100, MESSAGES.nameTooLong).check(plainText('Last name'));

export const signInSchema = z.object({ email, password });
export const registerSchema = z.object({ email, password, firstName, lastName });
export const staffAccountSchema = registerSchema.extend({
  role: z.enum(CREATABLE_ROLES, MESSAGES.role).default('counselor'),
});
export const passwordResetSchema = z.object({ password });

/** Parses with a schema; the first problem becomes a ValidationError with its message. */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const r = schema.safeParse(input);
  if (!r.success) throw new ValidationError(r.error.issues[0]?.message ?? 'Invalid input');
  return r.data;
}
