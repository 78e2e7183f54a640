import { Subjects, type DeletionRequested, type ExportCreated } from '@counsel/proto-events';
import {
  outboxEvent, requireRecordExporter,
  type ErasureConfirmation, type Logger, type OutboxEvents, type Principal, type RecordDeletion, type RecordExportPart, type RecordParticipant, type RecordStudent, type RemovedItem,
} from '@counsel/kit';
import { DELETED_STUDENT, RETENTION_SCHEDULE, withoutStudent, type AuditEntry } from '../domain/audit.js';
import type { User } from '../domain/user.js';
import type { CredentialProvider } from '../ports/credentials.js';
import { committed, type IdentityStore, type IdentityWrites } from '../ports/identity-store.js';
import { endAllSessions } from './end-sessions.js';

export interface IdentityRecordsDeps {
  store: IdentityStore;
  credentials: CredentialProvider;
  /** The relay of the store's outbox: woken after a unit of work that wrote events. */
  events: Pick<OutboxEvents, 'committed'>;
  log: Logger;
}

/** Who an event names (the id of the event, when it was, and what it carries). */
interface Delivered<T> { id: string; time: string; data: T }

/**
 * Identity's part of a student's record. Export: the account, its sessions and set-password links
 * (dates only), and the audit entries about the student. Deletion in two steps: when it is asked for, the account
 * is blocked at once (no sign-in, every session ended, links void) but kept, so the other services can still be
 * asked; once every other service confirmed (deletion.completing) the account goes and identity confirms.
 */
export class IdentityRecordsService implements RecordParticipant {
  /** The account goes last: the other services are asked on the caller's behalf until every one has confirmed. */
  readonly eraseOn = 'completing';

  constructor(private readonly deps: IdentityRecordsDeps) {}

  async exportPart(p: Principal | null, { studentId, studentUserId }: RecordStudent): Promise<RecordExportPart> {
    const user = await this.student(studentUserId);
    requireRecordExporter(p, user?.id ?? null);
    if (!user) return { service: 'identity', items: {} };
    const [hasPassword, sessions, links, audit] = await Promise.all([
      this.deps.store.users.hasPassword(user.id), this.deps.store.sessions.forUser(user.id), this.deps.store.links.forUser(user.id),
      this.deps.store.audit.involving([user.id, studentId], user.email),
    ]);
    const { id, email, firstName, lastName, role, createdAt, lastLoginAt, activated, enabled, importId } = user;
    return {
      service: 'identity',
      items: {
        account: {
          id, email, firstName, lastName, role, createdAt, lastLoginAt, activated, enabled, importedBy: importId,
          passwordSet: hasPassword ? 'yes' : this.deps.credentials.kind === 'keycloak' ? 'kept by the district sign-in' : 'no',
        },
        sessions: sessions.map((s) => ({ createdAt: s.createdAt, expiresAt: s.expiresAt, singleSignOn: Boolean(s.accessToken) })),
        setPasswordLinks: links,
        // Entries about the student (not the ones they made: their own exports are in the records service's log).
        auditEntries: audit.filter((e) => e.targetId === user.id || e.targetId === studentId || e.targetLabel?.toLowerCase() === user.email.toLowerCase()),
      },
    };
  }

  /**
   * Deletion asked for: the account can no longer sign in (Keycloak too), every session ends (announced as an
   * admin revocation, so the gateway drops them at once) and its set-password links are void. Not confirmed: the
   * account is removed at completing. Idempotent; the audit entry is keyed by the event.
   */
  async block(e: Delivered<DeletionRequested>): Promise<void> {
    const user = await this.student(e.data.studentUserId);
    if (user) {
      // Refused only when the account went meanwhile (an erasure): then there is nothing left to block.
      await committed(this.deps.store.write((w) => w.users.disable(user.id)), 'gone');
      if (this.deps.credentials.kind === 'keycloak') {
        await this.deps.credentials.syncAccount(user.id, { email: user.email, firstName: user.firstName ?? '', lastName: user.lastName ?? '', role: 'student', enabled: false });
      }
      await endAllSessions(this.deps.store, user.id,
        (ids) => (ids.length ? [outboxEvent(Subjects.identitySessionRevoked, { userId: user.id, sessionIds: ids, reason: 'admin' })] : []),
        (w) => w.links.deleteForUser(user.id));
      this.deps.events.committed();
    }
    const byRetention = e.data.reason === 'retention';
    const actorEmail = byRetention ? RETENTION_SCHEDULE : await this.emailOf(e.data.requestedBy);
    await this.deps.store.write((w) => this.record(w, `${e.data.deletionId}:requested`, e.time, 'student.deletion_requested', {
      actorId: byRetention ? null : e.data.requestedBy, actorEmail,
      targetId: e.data.studentUserId, targetLabel: user ? user.email : DELETED_STUDENT,
      detail: byRetention ? 'reason: retention schedule' : 'reason: request',
    }));
  }

  /**
   * Every other service confirmed: the account goes (with its sessions, links and kept schools), the audit entries
   * about the student lose their personal data, and identity confirms. A repeat finds nothing and confirms zeros.
   */
  async erase(d: RecordDeletion, confirm: ErasureConfirmation): Promise<RemovedItem[] | void> {
    const { studentUserId, studentId, deletionId } = d;
    const user = await this.deps.store.users.byId(studentUserId);
    if (user && user.role !== 'student') {
      this.deps.log.error({ deletionId }, 'a deletion named an account that is not a student\'s; nothing removed');
      return;
    }
    // Counted before they go (a student's erasure runs once at a time).
    const links = (await this.deps.store.links.forUser(studentUserId)).length;
    const guardianLinks = (await this.deps.store.guardians.forStudent(studentUserId)).length;
    const pendingSchools = (await this.deps.store.users.keptSchools(studentUserId)) ? 1 : 0;
    const anonymized = await this.anonymizedAudit([studentUserId, studentId], user?.email ?? null);
    // Sessions, links and the audit entries' personal data go in one unit with the revocation's event.
    const sessionIds = await endAllSessions(this.deps.store, studentUserId,
      (ids) => (ids.length ? [outboxEvent(Subjects.identitySessionRevoked, { userId: studentUserId, sessionIds: ids, reason: 'admin' })] : []),
      (w) => {
        w.links.deleteForUser(studentUserId);
        for (const entry of anonymized) w.audit.put(entry);
      });
    if (user) await this.deps.credentials.deleteAccount(user.id);
    const removed = [
      { item: 'account', count: user ? 1 : 0 }, { item: 'sessions', count: sessionIds.length }, { item: 'set-password links', count: links },
      { item: 'kept school assignments', count: pendingSchools }, { item: 'guardian links', count: guardianLinks },
      { item: 'audit entries made anonymous', count: anonymized.length },
    ];
    // The account goes with its deletion's audit entry and the confirmation that reports it.
    await this.deps.store.write((w) => {
      w.users.erase(studentUserId);
      // The guardians' links to the student and what identity kept of them for the age of majority (name, birth date).
      w.guardians.eraseFor(studentUserId);
      this.record(w, `${deletionId}:deleted`, d.at, 'student.deleted', { actorId: null, actorEmail: null, targetId: studentUserId, targetLabel: DELETED_STUDENT, detail: null });
    }, [confirm(removed)]);
    this.deps.events.committed();
    return removed;
  }

  /** An export was made: the staff audit log records who took which student's record. */
  async exported(e: Delivered<ExportCreated>): Promise<void> {
    const d = e.data;
    await this.deps.store.write((w) => this.record(w, `${d.exportId}:exported`, e.time, 'record.exported', {
      actorId: d.actorId, actorEmail: d.actorEmail || null, targetId: d.studentId, targetLabel: 'Student record',
      detail: `${d.fileCount} file(s), ${d.bytes} bytes (${d.actorRole})`,
    }));
  }

  /** The account behind a student id given by another service; a staff account is never treated as one. */
  private async student(userId: string): Promise<User | null> {
    const u = await this.deps.store.users.byId(userId);
    return u?.role === 'student' ? u : null;
  }

  private async emailOf(userId: string | null) {
    return userId ? (await this.deps.store.users.byId(userId))?.email ?? null : null;
  }

  /** The audit entries about the student, without their personal data (the ones that had some). */
  private async anonymizedAudit(ids: string[], email: string | null): Promise<AuditEntry[]> {
    return (await this.deps.store.audit.involving(ids, email)).flatMap((entry) => withoutStudent(entry, ids, email) ?? []);
  }

  /** One entry per deletion step or export (keyed by its id, not the event's: the saga may ask again with a new event). */
  private record(w: IdentityWrites, id: string, at: string, action: AuditEntry['action'], fields: Pick<AuditEntry, 'actorId' | 'actorEmail' | 'targetId' | 'targetLabel' | 'detail'>) {
    w.audit.append({ id, at, action, outcome: 'success', ...fields });
  }
}
