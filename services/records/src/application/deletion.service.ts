import { randomUUID } from 'node:crypto';
import {
  ConflictError, NotFoundError, joined, outboxEvent, phrase, requireRole, word, type Logger, type OutboxEvents, type Principal,
} from '@counsel/kit';
import { Subjects, type EventEnvelope, type RecordErased } from '@counsel/proto-events';
import { certificate } from '../domain/certificate.js';
import { erasingDone, waitingFor, type ConfirmingService, type Deletion, type DeletionReason } from '../domain/deletion.js';
import type { RecordStudent } from '../domain/record-student.js';
import type { DeletionStore, StudentDirectory } from '../ports/records-store.js';
import type { RecordRendering } from '../ports/record-rendering.js';
import type { ExportService } from './export.service.js';

export interface DeletionDeps {
  store: DeletionStore & StudentDirectory;
  events: OutboxEvents;
  exports: Pick<ExportService, 'eraseStudent'>;
  render: Pick<RecordRendering, 'pdf'>;
  log: Logger;
  now?: () => Date;
}

/**
 * Deletes a student everywhere. One event asks every service to erase what it owns; each confirms
 * with what it removed. Only when all of them have confirmed does identity remove the account (it blocked
 * sign-in when the request came); then this service forgets the student and the deletion is complete. A
 * service that was down confirms when it is back (its durable consumer); nothing reports complete before.
 */
export class DeletionService {
  private readonly now: () => Date;
  constructor(private readonly deps: DeletionDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async request(p: Principal | null, studentId: string): Promise<Deletion> {
    const admin = requireRole(p, 'admin');
    const student = await this.deps.store.student(studentId);
    if (!student) throw new NotFoundError('Student not found');
    const name = [admin.firstName, admin.lastName].filter(Boolean).join(' ').trim() || admin.email;
    return this.start(student, 'request', admin.userId, name);
  }

  /** Retention's path: the same deletion, requested by the schedule. */
  async requestForRetention(student: RecordStudent): Promise<Deletion | null> {
    if (await this.deps.store.openDeletionFor(student.studentId)) return null;
    return this.start(student, 'retention', null, null);
  }

  private async start(s: RecordStudent, reason: DeletionReason, by: string | null, byName: string | null): Promise<Deletion> {
    const at = this.now();
    const deletion: Deletion = {
      id: randomUUID(), studentId: s.studentId, studentUserId: s.userId, studentName: s.name, reason,
      requestedBy: by, requestedByName: byName, requestedAt: at.toISOString(), state: 'in_progress',
      completingAt: null, completedAt: null, confirmations: [],
    };
    const event = outboxEvent(Subjects.recordsDeletionRequested,
      { deletionId: deletion.id, studentId: s.studentId, studentUserId: s.userId, reason, requestedBy: by }, at);
    if (!(await this.deps.store.createDeletion(deletion, [event]))) {
      throw new ConflictError('A deletion of this student is already under way');
    }
    this.deps.events.committed();
    this.deps.log.info({ deletionId: deletion.id, reason }, 'student deletion requested');
    return deletion;
  }

  async get(p: Principal | null, id: string): Promise<Deletion | null> {
    requireRole(p, 'admin');
    return this.deps.store.deletion(id);
  }

  async list(p: Principal | null, limit: number): Promise<Deletion[]> {
    requireRole(p, 'admin');
    return this.deps.store.deletions(Math.min(Math.max(limit, 1), 200));
  }

  /** The certificate of a complete deletion, as a PDF: what each service removed, when. */
  async certificate(p: Principal | null, id: string): Promise<{ deletion: Deletion; pdf: Uint8Array }> {
    requireRole(p, 'admin');
    const deletion = await this.deps.store.deletion(id);
    if (!deletion) throw new NotFoundError('Deletion not found');
    if (deletion.state !== 'complete') {
      throw new ConflictError(phrase('The deletion is not complete yet: waiting for {{services}}', { services: joined(waitingFor(deletion).map((s) => word(s)), ', ') }));
    }
    return { deletion, pdf: await this.deps.render.pdf(certificate(deletion)) };
  }

  /** A service's confirmation. The last erasing one moves the deletion on to identity; identity's ends it here. */
  async onErased(service: ConfirmingService, e: EventEnvelope<RecordErased>): Promise<void> {
    const at = e.time;
    const deletion = await this.deps.store.confirm(e.data.deletionId, { service, confirmedAt: at, removed: e.data.removed });
    if (!deletion) {
      this.deps.log.warn({ deletionId: e.data.deletionId, service }, 'a confirmation for an unknown deletion; ignored');
      return;
    }
    if (service === 'identity') {
      await this.finish(deletion);
      return;
    }
    if (erasingDone(deletion)) {
      const completing = outboxEvent(Subjects.recordsDeletionCompleting,
        { deletionId: deletion.id, studentId: deletion.studentId, studentUserId: deletion.studentUserId }, this.now());
      if (await this.deps.store.beginCompleting(deletion.id, this.now().toISOString(), [completing])) this.deps.events.committed();
    }
  }

  /** After identity removed the account: what this service kept on the student goes too, then it is complete. */
  private async finish(d: Deletion): Promise<void> {
    if (d.state === 'complete') return;
    const exports = await this.deps.exports.eraseStudent(d.studentId);
    const directory = await this.deps.store.removeStudent(d.studentId);
    const at = this.now().toISOString();
    await this.deps.store.confirm(d.id, {
      service: 'records', confirmedAt: at,
      removed: [{ item: 'student directory entry', count: directory }, { item: 'exports and their archives', count: exports }],
    });
    await this.deps.store.complete(d.id, at);
    this.deps.log.info({ deletionId: d.id }, 'student deletion complete');
  }
}
