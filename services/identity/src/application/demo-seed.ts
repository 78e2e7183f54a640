import { randomUUID } from 'node:crypto';
import { DEMO_USERS, outboxEvent, type Logger } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import { hashPassword, verifyPassword } from '../domain/password.js';
import { createUser, type IdentityStore } from '../ports/identity-store.js';
import type { UserRepository } from '../ports/users-repository.js';
import { linkChanged } from './guardians.service.js';
import { languageChanged } from './language-events.js';

/** Demo accounts with fixed ids (embedded issuer only), and the demo guardian's link; existing ones are left alone. */
export async function seedDemoUsers(store: IdentityStore, log: Logger) {
  let created = 0;
  for (const u of DEMO_USERS) {
    if (await store.users.byId(u.id) || await store.users.byEmail(u.email)) continue;
    // A link's pair is unique: the seed's fixed link id is written once.
    const links = (u.guardianOf ?? []).map((studentUserId) => ({
      id: `demo-link-${u.id.slice(-4)}-${studentUserId.slice(-4)}`, guardianUserId: u.id, studentUserId, source: 'invitation' as const,
      createdAt: new Date().toISOString(), createdBy: null, consentWithdrawn: false,
    }));
    // The demo guardian is announced as an invited one is, so notifications reach them (deadlines, in their language).
    const announced = u.role === 'guardian' ? [
      outboxEvent(Subjects.identityUserCreated, { userId: u.id, email: u.email, role: u.role, createdBy: null, firstName: u.firstName, lastName: u.lastName }),
      ...(u.language ? [languageChanged(u.id, u.language)] : []),
    ] : [];
    await createUser(store, {
      id: u.id ?? randomUUID(), email: u.email, firstName: u.firstName, lastName: u.lastName, role: u.role, passwordHash: await hashPassword(u.password),
      language: u.language,
    }, announced);
    if (links.length) await store.write((w) => { for (const l of links) w.guardians.saveLink(l); }, links.map((l) => linkChanged(l, true)));
    created++;
  }
  if (created) log.info({ created }, 'demo accounts seeded');
}

/**
 * In production no account may keep a password published in the README: the demo accounts' emails whose stored
 * password is still the published one (the checks cost one hash each, once at start-up).
 */
export async function demoAccountsWithPublishedPassword(users: UserRepository): Promise<string[]> {
  const found: string[] = [];
  for (const u of DEMO_USERS) {
    const stored = await users.byEmail(u.email);
    if (stored?.passwordHash && await verifyPassword(u.password, stored.passwordHash)) found.push(u.email);
  }
  return found;
}
