import { Subjects, type AccountImported, type ImportApplied, type StaffAssigned } from '@counsel/proto-events';
import { ConflictError, outboxEvent, type Logger, type OutboxEvent } from '@counsel/kit';
import { normalizeEmail, type User } from '../domain/user.js';
import type { AuditLog } from '../ports/audit-log.js';
import type { CredentialProvider } from '../ports/credentials.js';
import type { SessionStore } from '../ports/session-store.js';
import type { SetPasswordLinkStore } from '../ports/set-password-links.js';
import type { ImportOutcome, UserStore } from '../ports/user-store.js';
import { ImportAudit } from './import-audit.js';

export interface RosterAccountsDeps {
  users: UserStore;
  sessions: SessionStore;
  links: SetPasswordLinkStore;
  audit: AuditLog;
  credentials: CredentialProvider;
  log: Logger;
  /** Writes events to the outbox and wakes its relay. */
  announce(events: OutboxEvent[]): Promise<void>;
}

/**
 * Identity's side of the roster: accounts an import creates, updates or deactivates, and the schools staff are
 * assigned to. Handlers are idempotent (events can repeat): they compare with what is stored.
 */
export class RosterAccounts {
  private readonly importAudit: ImportAudit;

  constructor(private readonly d: RosterAccountsDeps) {
    this.importAudit = new ImportAudit(d.audit, d.users);
  }

  /** The import's own audit entry: who applied which file (the account counts join it as they arrive). */
  importApplied(e: ImportApplied, at: string) {
    return this.importAudit.applied(e, at);
  }

  async accountImported(e: AccountImported, eventId: string) {
    const email = normalizeEmail(e.email);
    const fields = { email, firstName: e.firstName.trim(), lastName: e.lastName.trim(), role: e.role, enabled: e.active, importId: e.importId };
    const existing = await this.d.users.byId(e.userId);
    if (!existing) {
      // Nothing to deactivate: an account the district never had stays uncreated.
      if (!e.active) return this.tally(e.importId, 'unchanged');
      if (await this.emailTaken(email, e.userId)) return this.refuse(e, email, eventId);
      try {
        await this.d.credentials.importAccount({ id: e.userId, ...fields });
      } catch (err) {
        if (isConflict(err)) return this.refuse(e, email, eventId);
        throw err;
      }
      await this.d.announce([outboxEvent(Subjects.identityUserCreated, { userId: e.userId, email, role: e.role, createdBy: null })]);
      return this.tally(e.importId, 'created');
    }

    const same = existing.email === email && existing.firstName === fields.firstName && existing.lastName === fields.lastName
      && existing.role === fields.role && existing.enabled === fields.enabled;
    if (same && existing.importId === e.importId) {
      // A repeat of an event already applied: nothing is counted twice. An account nobody has used yet may be
      // this import's own, redelivered after a crash before its announcement went out: announce it again
      // (consumers of identityUserCreated are idempotent).
      if (!existing.activated) await this.d.announce([outboxEvent(Subjects.identityUserCreated, { userId: e.userId, email, role: e.role, createdBy: null })]);
      return;
    }
    if (existing.email !== email && await this.emailTaken(email, e.userId)) return this.refuse(e, email, eventId);
    // The provider first: should it fail, the event is retried with the store still unchanged, so the retry syncs.
    if (!same) await this.d.credentials.syncAccount(e.userId, fields);
    try {
      await this.d.users.updateImported(e.userId, fields);
    } catch (err) {
      if (isConflict(err)) return this.refuse(e, email, eventId);
      throw err;
    }
    if (existing.enabled && !fields.enabled) {
      await this.disable(existing);
      return this.tally(e.importId, 'disabled');
    }
    if (!same) await this.refreshSessions(e.userId);
    return this.tally(e.importId, same ? 'unchanged' : 'updated');
  }

  async staffAssigned(e: StaffAssigned) {
    const schoolIds = [...new Set(e.schoolIds)].sort();
    const before = await this.d.users.byId(e.userId);
    // The provider first (as above); an account not created yet gets them with its creation.
    if (before && !sameList(before.schoolIds, schoolIds)) await this.d.credentials.syncSchools(e.userId, schoolIds);
    const applied = await this.d.users.setSchools(e.userId, schoolIds);
    if (!applied) return; // kept until the account exists; it starts with them
    // Even when unchanged (a repeat after a crash may have missed the first notice): refreshing is harmless.
    await this.refreshSessions(e.userId);
  }

  /** No sign-in, no session, no link: the account left the district's roster. */
  private async disable(user: User) {
    await this.d.links.deleteForUser(user.id);
    await this.d.sessions.revokeAllForUser(user.id,
      (ids) => (ids.length ? [outboxEvent(Subjects.identitySessionRevoked, { userId: user.id, sessionIds: ids, reason: 'admin' })] : []));
    await this.d.announce([]);
  }

  /** The gateway drops its cached tokens for these sessions, so the next request carries the new claims. */
  private async refreshSessions(userId: string) {
    const sessionIds = await this.d.sessions.idsForUser(userId);
    if (sessionIds.length) await this.d.announce([outboxEvent(Subjects.identitySessionRefreshed, { userId, sessionIds })]);
  }

  private async emailTaken(email: string, userId: string) {
    const other = await this.d.users.byEmail(email);
    return !!other && other.id !== userId;
  }

  /** An email another account holds: recorded for the admin, and the consumer moves on. */
  private async refuse(e: AccountImported, email: string, eventId: string) {
    this.d.log.warn({ userId: e.userId, importId: e.importId }, 'roster import: the email belongs to another account; account not imported');
    await this.d.audit.append({
      id: `import-refused-${eventId}`, at: new Date().toISOString(), actorId: null, actorEmail: null, action: 'accounts.imported',
      targetId: e.userId, targetLabel: email, outcome: 'failure', detail: `roster import ${e.importId}: another account already uses this email`,
    });
    await this.tally(e.importId, 'refused');
  }

  /** Counts the account in its import's audit entry (import-audit.ts). */
  private async tally(importId: string, outcome: ImportOutcome) {
    await this.importAudit.accounts(importId, await this.d.users.tallyImport(importId, outcome));
  }
}

function isConflict(err: unknown) {
  return err instanceof ConflictError || String((err as Error | null)?.message).includes('UNIQUE');
}

function sameList(a: string[] | null, b: string[]) {
  return !!a && a.length === b.length && [...a].sort().every((v, i) => v === b[i]);
}
