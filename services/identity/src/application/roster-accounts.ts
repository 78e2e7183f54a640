import { Subjects, type AccountImported, type ImportApplied, type StaffAssigned } from '@counsel/proto-events';
import { ConflictError, outboxEvent, type Logger, type OutboxEvent, type OutboxEvents } from '@counsel/kit';
import { normalizeEmail } from '../domain/user.js';
import type { CredentialProvider } from '../ports/credentials.js';
import type { IdentityStore, IdentityWrites } from '../ports/identity-store.js';
import type { ImportOutcome } from '../ports/imports-repository.js';
import { endAllSessions } from './end-sessions.js';
import { ImportAudit } from './import-audit.js';

export interface RosterAccountsDeps {
  store: IdentityStore;
  credentials: CredentialProvider;
  log: Logger;
  /** The relay of the store's outbox: woken after a unit of work that wrote events. */
  events: Pick<OutboxEvents, 'committed'>;
}

/**
 * Identity's side of the roster: accounts an import creates, updates or deactivates, and the schools staff are
 * assigned to. Handlers are idempotent (events can repeat): they compare with what is stored.
 */
export class RosterAccounts {
  private readonly importAudit: ImportAudit;

  constructor(private readonly deps: RosterAccountsDeps) {
    this.importAudit = new ImportAudit(deps.store);
  }

  /** The import's own audit entry: who applied which file (the account counts join it as they arrive). */
  importApplied(e: ImportApplied, at: string) {
    return this.importAudit.applied(e, at);
  }

  async accountImported(e: AccountImported, eventId: string) {
    const email = normalizeEmail(e.email);
    const fields = { email, firstName: e.firstName.trim(), lastName: e.lastName.trim(), role: e.role, enabled: e.active, importId: e.importId };
    const existing = await this.deps.store.users.byId(e.userId);
    if (!existing) {
      // Nothing to deactivate: an account the district never had stays uncreated.
      if (!e.active) return this.tally(e.importId, 'unchanged');
      if (await this.emailTaken(email, e.userId)) return this.refuse(e, email, eventId);
      try {
        await this.deps.credentials.importAccount({ id: e.userId, ...fields },
          [this.created(e.userId, fields)]);
      } catch (err) {
        if (err instanceof ConflictError) return this.refuse(e, email, eventId);
        throw err;
      }
      this.deps.events.committed();
      return this.tally(e.importId, 'created');
    }

    const same = existing.email === email && existing.firstName === fields.firstName && existing.lastName === fields.lastName
      && existing.role === fields.role && existing.enabled === fields.enabled;
    if (same && existing.importId === e.importId) {
      // A repeat of an event already applied: nothing is counted twice. An account nobody has used yet may be
      // this import's own, redelivered after a crash before its announcement went out: announce it again
      // (consumers of identityUserCreated are idempotent).
      if (!existing.activated) await this.announce([this.created(e.userId, fields)]);
      return;
    }
    if (existing.email !== email && await this.emailTaken(email, e.userId)) return this.refuse(e, email, eventId);
    // The provider first: should it fail, the event is retried with the store still unchanged, so the retry syncs.
    if (!same) await this.deps.credentials.syncAccount(e.userId, fields);
    const disabling = existing.enabled && !fields.enabled;
    try {
      if (disabling) await this.disable(e.userId, (w) => w.users.updateImported(e.userId, fields));
      // Refreshed even when identity's fields stayed (the roster linked the account, or changed what identity does not
      // keep): the roster answered this change as one to the user's grants, and the gateway holds the user's next
      // request until identity says it has applied it (gateway session-tokens.ts).
      else await this.refreshingSessions(e.userId, true, (w) => w.users.updateImported(e.userId, fields));
    } catch (err) {
      if (err instanceof ConflictError) return this.refuse(e, email, eventId);
      throw err;
    }
    return this.tally(e.importId, disabling ? 'disabled' : same ? 'unchanged' : 'updated');
  }

  async staffAssigned(e: StaffAssigned) {
    const schoolIds = [...new Set(e.schoolIds)].sort();
    const before = await this.deps.store.users.byId(e.userId);
    // The provider first (as above); an account not created yet gets them with its creation.
    if (before && !sameList(before.schoolIds, schoolIds)) await this.deps.credentials.syncSchools(e.userId, schoolIds);
    // Even when unchanged (a repeat after a crash may have missed the first notice): refreshing is harmless.
    // No account yet: they are kept until it exists, and it starts with them (no session to refresh).
    await this.refreshingSessions(e.userId, before !== null, (w) => w.users.setSchools(e.userId, schoolIds));
  }

  private created(userId: string, f: { email: string; firstName: string; lastName: string; role: string }) {
    return outboxEvent(Subjects.identityUserCreated, { userId, email: f.email, role: f.role, createdBy: null, firstName: f.firstName, lastName: f.lastName });
  }

  /** No sign-in, no session, no link: the account left the district's roster (`change` commits with it). */
  private async disable(userId: string, change: (w: IdentityWrites) => void) {
    await endAllSessions(this.deps.store, userId,
      (ids) => (ids.length ? [outboxEvent(Subjects.identitySessionRevoked, { userId, sessionIds: ids, reason: 'admin' })] : []),
      (w) => {
        change(w);
        w.links.deleteForUser(userId);
      });
    this.deps.events.committed();
  }

  /**
   * Writes `change` and, when `refresh`, tells the gateway in the same unit to drop its cached tokens for the user's
   * sessions, so their next request carries the new claims.
   */
  private async refreshingSessions(userId: string, refresh: boolean, change: (w: IdentityWrites) => void) {
    const sessionIds = refresh ? await this.deps.store.sessions.idsForUser(userId) : [];
    await this.deps.store.write(change, sessionIds.length ? [outboxEvent(Subjects.identitySessionRefreshed, { userId, sessionIds })] : []);
    if (sessionIds.length) this.deps.events.committed();
  }

  /** Events about a change already made, in a unit of their own. */
  private async announce(events: OutboxEvent[]) {
    await this.deps.store.write(() => undefined, events);
    this.deps.events.committed();
  }

  private async emailTaken(email: string, userId: string) {
    const other = await this.deps.store.users.byEmail(email);
    return !!other && other.id !== userId;
  }

  /** An email another account holds: recorded for the admin, and the consumer moves on. */
  private async refuse(e: AccountImported, email: string, eventId: string) {
    this.deps.log.warn({ userId: e.userId, importId: e.importId }, 'roster import: the email belongs to another account; account not imported');
    const entry = {
      id: `import-refused-${eventId}`, at: new Date().toISOString(), actorId: null, actorEmail: null, action: 'accounts.imported' as const,
      targetId: e.userId, targetLabel: email, outcome: 'failure' as const, detail: `roster import ${e.importId}: another account already uses this email`,
    };
    await this.deps.store.write((w) => w.audit.append(entry));
    await this.tally(e.importId, 'refused');
  }

  /** Counts the account in its import's audit entry (import-audit.ts). */
  private async tally(importId: string, outcome: ImportOutcome) {
    await this.deps.store.write((w) => w.imports.count(importId, outcome));
    // Read after the count: the import's counts so far (tallies only grow, so a later read is never older).
    await this.importAudit.accounts(importId, await this.deps.store.imports.tally(importId));
  }
}

function sameList(a: string[] | null, b: string[]) {
  return !!a && a.length === b.length && [...a].sort().every((v, i) => v === b[i]);
}
