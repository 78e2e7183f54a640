import { z } from 'zod';
import { plainText } from '@counsel/kit';
import { LANGUAGES } from './language.js';
import { MESSAGES } from './validation.js';

export const GUARDIAN_MESSAGES = {
  name: 'The guardian\u2019s name is required',
  nameTooLong: 'The guardian\u2019s name must be at most 200 characters',
  language: 'Language must be en or es',
  notGuardian: 'This email belongs to an account that is not a guardian\u2019s',
  alreadyLinked: 'This guardian is already linked to the student',
} as const;

/** What staff give to invite a guardian: the email the set-password link goes to, a name, the account's language. */
export const guardianInvitationSchema = z.object({
  email: z.string(MESSAGES.email).trim().max(254, MESSAGES.email).pipe(z.email(MESSAGES.email)),
  name: z.string(GUARDIAN_MESSAGES.name).trim().min(1, GUARDIAN_MESSAGES.name).max(200, GUARDIAN_MESSAGES.nameTooLong).check(plainText('Name')),
  language: z.enum(LANGUAGES, GUARDIAN_MESSAGES.language).nullish(),
});

/** One name as the family writes it, split for the account: the first word, and the rest (possibly empty). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/u);
  return { firstName: words[0], lastName: words.slice(1).join(' ') };
}
