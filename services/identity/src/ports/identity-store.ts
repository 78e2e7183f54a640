import type { Outbox, OutboxEvent } from '@counsel/kit';
import type { User } from '../domain/user.js';
import type { AuditRepository, AuditWrites } from './audit-repository.js';
import type { GuardianRepository, GuardianWrites } from './guardians-repository.js';
import type { ImportTallyRepository, ImportTallyWrites } from './imports-repository.js';
import type { SetPasswordLinkRepository, SetPasswordLinkWrites } from './links-repository.js';
import type { SessionRepository, SessionWrites } from './sessions-repository.js';
import type { NewUser, UserRepository, UserWrites } from './users-repository.js';

// The kit's refusal of a write (a record already gone, a race lost), which rolls back the whole unit of work.
export { WriteRefused, committed } from '@counsel/kit';

/** What one unit of work may change: each aggregate's writes, applied in the order they are called. */
export interface IdentityWrites {
  users: UserWrites;
  sessions: SessionWrites;
  links: SetPasswordLinkWrites;
  audit: AuditWrites;
  imports: ImportTallyWrites;
  guardians: GuardianWrites;
}

/**
 * The identity store: a repository per aggregate (accounts with their credentials, sessions, set-password links,
 * the staff audit log, roster import tallies) and the service's outbox. SQLite embedded, MongoDB distributed;
 * both pass test/identity-stores.contract.test.ts.
 */
export interface IdentityStore {
  readonly users: UserRepository;
  readonly sessions: SessionRepository;
  readonly links: SetPasswordLinkRepository;
  readonly audit: AuditRepository;
  readonly imports: ImportTallyRepository;
  readonly guardians: GuardianRepository;
  /** Pending events of the service, for the kit's relay. */
  readonly outbox: Outbox;
  /**
   * One unit of work: what `work` writes through the repositories commits in ONE transaction with the events
   * that report it, or none of it does (a refused write rejects with WriteRefused, a taken email with
   * ConflictError). `work` is synchronous: it only says what to write (reads come before).
   */
  write(work: (w: IdentityWrites) => void, events?: readonly OutboxEvent[]): Promise<void>;
  ready(): boolean;
  /**
   * The data's revision: another one after any committed change by anyone, or null when this process cannot tell
   * (other processes write unseen); kept reads are keyed by it.
   */
  revision(): string | null;
  close(): Promise<void>;
}

/** Creates an account in one unit with the events that report it, and reads it back (with any schools kept for it). */
export async function createUser(store: IdentityStore, user: NewUser, events: readonly OutboxEvent[] = []): Promise<User> {
  await store.write((w) => w.users.create(user, new Date().toISOString()), events);
  const created = await store.users.byId(user.id);
  if (!created) throw new Error(`account ${user.id} was removed right after its creation`);
  return created;
}
