import { randomUUID } from 'node:crypto';
import { DEMO_USERS, type Logger } from '@counsel/kit';
import { hashPassword } from '../domain/password.js';
import { normalizeEmail } from '../domain/user.js';
import { parseInput, registerSchema } from '../domain/validation.js';
import type { CredentialProvider } from '../ports/credentials.js';
import type { UserStore } from '../ports/user-store.js';

/** First admin: only when no admin exists and both variables are set. */
export async function ensureFirstAdmin(users: UserStore, credentials: CredentialProvider, email: string | undefined, password: string | undefined, log: Logger) {
  if (!email || !password) return;
  if ((await users.countByRole('admin')) > 0) return;
  const input = parseInput(registerSchema, { email, password, firstName: 'District', lastName: 'Administrator' });
  await credentials.createAccount({ ...input, email: normalizeEmail(input.email), role: 'admin' });
  log.info({ email: normalizeEmail(email) }, 'first admin account created');
}

/** Demo accounts with fixed ids (embedded issuer only); existing ones are left alone. */
export async function seedDemoUsers(users: UserStore, log: Logger) {
  let created = 0;
  for (const u of DEMO_USERS) {
    if (await users.byId(u.id) || await users.byEmail(u.email)) continue;
    await users.insert({ id: u.id ?? randomUUID(), email: u.email, firstName: u.firstName, lastName: u.lastName, role: u.role, passwordHash: await hashPassword(u.password) });
    created++;
  }
  if (created) log.info({ created }, 'demo accounts seeded');
}
