import type { Logger } from '@counsel/kit';
import { normalizeEmail } from '../domain/user.js';
import { parseInput, registerSchema } from '../domain/validation.js';
import type { CredentialProvider } from '../ports/credentials.js';
import type { UserRepository } from '../ports/users-repository.js';

/** A real district's first admin (ADMIN_EMAIL and ADMIN_PASSWORD): only when no admin exists and both are set. */
export async function ensureFirstAdmin(users: UserRepository, credentials: CredentialProvider, email: string | undefined, password: string | undefined, log: Logger) {
  if (!email || !password) return;
  if ((await users.countByRole('admin')) > 0) return;
  const input = parseInput(registerSchema, { email, password, firstName: 'District', lastName: 'Administrator' });
  await credentials.createAccount({ ...input, email: normalizeEmail(input.email), role: 'admin' });
  log.info({ email: normalizeEmail(email) }, 'first admin account created');
}
