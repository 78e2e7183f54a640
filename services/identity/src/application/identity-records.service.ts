import { Subjects, type DeletionCompleting, type DeletionRequested, type ExportCreated } from '@counsel/proto-events';
import { outboxEvent, requireRecordExporter, type Logger, type OutboxEvent, type Principal, type RecordExportPart } from '@counsel/kit';
import { DELETED_STUDENT, RETENTION_SCHEDULE, withoutStudent, type AuditEntry } from '../domain/audit.js';
import type { User } from '../domain/user.js';
import type { AuditLog } from '../ports/audit-log.js';
import type { CredentialProvider } from '../ports/credentials.js';
import type { SessionStore } from '../ports/session-store.js';
import type { SetPasswordLinkStore } from '../ports/set-password-links.js';
import type { UserStore } from '../ports/user-store.js';

export interface IdentityRecordsDeps {
  users: UserStore;
  sessions: SessionStore;
  links: SetPasswordLinkStore;
  audit: AuditLog;
  credentials: CredentialProvider;
  /** Writes events to the outbox and wakes its relay (IdentityService.announce). */
  announce: (events: readonly OutboxEvent[]) => Promise<void>;
  log: Logger;
}

/** Who an event names (the id of the event, when it was, and what it carries). */
interface Delivered<T> { id: string; time: string; data: T }

/**
 * Identity's part of a student's record (issue 20). Export: the account, its sessions and set-password links
 * (dates only), and the audit entries about the student. Deletion in two steps: when it is asked for, the account
 * is blocked at once (no sign-in, every session ended, links void) but kept, so the other services can still be
 * asked; once every other service confirmed (deletion.completing) the account goes and identity confirms.
 */
export class IdentityRecordsService {
  constructor(private readonly d: IdentityRecordsDeps) {}

  async exportPart(p: Principal | null, studentId: string, studentUserId: string): Promise<RecordExportPart> {
    const user = await this.student(studentUserId);
    requireRecordExporter(p, user?.id ?? null);
    if (!user) return { service: 'identity', items: {} };
    const [hasPassword, sessions, links, audit] = await Promise.all([
      this.d.users.hasPassword(user.id), this.d.sessions.forUser(user.id), this.d.links.forUser(user.id), this.d.audit.involving([user.id, studentId], user.email),
    ]);
    const { id, email, firstName, lastName, role, createdAt, lastLoginAt, activated, enabled, importId } = user;
    return {
      service: 'identity',
      items: {
        account: {
          id, email, firstName, lastName, role, createdAt, lastLoginAt, activated, enabled, importedBy: importId,
          passwordSet: hasPassword ? 'yes' : this.d.credentials.kind === 'keycloak' ? 'kept by the district sign-in' : 'no',
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
      await this.d.users.disable(user.id);
      if (this.d.credentials.kind === 'keycloak') {
        await this.d.credentials.syncAccount(user.id, { email: user.email, firstName: user.firstName ?? '', lastName: user.lastName ?? '', role: 'student', enabled: false });
      }
      await this.d.sessions.revokeAllForUser(user.id,
        (ids) => (ids.length ? [outboxEvent(Subjects.identitySessionRevoked, { userId: user.id, sessionIds: ids, reason: 'admin' })] : []));
      await this.d.links.deleteForUser(user.id);
      await this.d.announce([]);
    }
    const byRetention = e.data.reason === 'retention';
    await this.record(`${e.data.deletionId}:requested`, e.time, 'student.deletion_requested', {
      actorId: byRetention ? null : e.data.requestedBy,
      actorEmail: byRetention ? RETENTION_SCHEDULE : await this.emailOf(e.data.requestedBy),
      targetId: e.data.studentUserId, targetLabel: user ? user.email : DELETED_STUDENT,
      detail: byRetention ? 'reason: retention schedule' : 'reason: request',
    });
  }

  /**
   * Every other service confirmed: the account goes (with its sessions, links and kept schools), the audit entries
   * about the student lose their personal data, and identity confirms. A repeat finds nothing and confirms zeros.
   */
  async erase(e: Delivered<DeletionCompleting>): Promise<void> {
    const { studentUserId, studentId, deletionId } = e.data;
    const user = await this.d.users.byId(studentUserId);
    if (user && user.role !== 'student') {
      this.d.log.error({ deletionId }, 'a deletion named an account that is not a student\'s; nothing removed');
      return;
    }
    const sessionIds = await this.d.sessions.revokeAllForUser(studentUserId,
      (ids) => (ids.length ? [outboxEvent(Subjects.identitySessionRevoked, { userId: studentUserId, sessionIds: ids, reason: 'admin' })] : []));
    const links = await this.d.links.deleteForUser(studentUserId);
    const audit = await this.anonymizeAudit([studentUserId, studentId], user?.email ?? null);
    if (user) await this.d.credentials.deleteAccount(user.id);
    const { account, pendingSchools } = await this.d.users.erase(studentUserId);
    await this.record(`${deletionId}:deleted`, e.time, 'student.deleted', { actorId: null, actorEmail: null, targetId: studentUserId, targetLabel: DELETED_STUDENT, detail: null });
    await this.d.announce([outboxEvent(Subjects.identityRecordErased, {
      deletionId, studentId,
      removed: [
        { item: 'account', count: account }, { item: 'sessions', count: sessionIds.length }, { item: 'set-password links', count: links },
        { item: 'kept school assignments', count: pendingSchools }, { item: 'audit entries made anonymous', count: audit },
      ],
    })]);
  }

  /** An export was made: the staff audit log records who took which student's record. */
  async exported(e: Delivered<ExportCreated>): Promise<void> {
    const d = e.data;
    await this.record(`${d.exportId}:exported`, e.time, 'record.exported', {
      actorId: d.actorId, actorEmail: d.actorEmail || null, targetId: d.studentId, targetLabel: 'Student record',
      detail: `${d.fileCount} file(s), ${d.bytes} bytes (${d.actorRole})`,
    });
  }

  /** The account behind a student id given by another service; a staff account is never treated as one. */
  private async student(userId: string): Promise<User | null> {
    const u = await this.d.users.byId(userId);
    return u?.role === 'student' ? u : null;
  }

  private async emailOf(userId: string | null) {
    return userId ? (await this.d.users.byId(userId))?.email ?? null : null;
  }

  private async anonymizeAudit(ids: string[], email: string | null): Promise<number> {
    let n = 0;
    for (const entry of await this.d.audit.involving(ids, email)) {
      const next = withoutStudent(entry, ids, email);
      if (!next) continue;
      await this.d.audit.put(next);
      n++;
    }
    return n;
  }

  /** One entry per deletion step or export (keyed by its id, not the event's: the saga may ask again with a new event). */
  private async record(id: string, at: string, action: AuditEntry['action'], fields: Pick<AuditEntry, 'actorId' | 'actorEmail' | 'targetId' | 'targetLabel' | 'detail'>) {
    await this.d.audit.append({ id, at, action, outcome: 'success', ...fields });
  }
}
