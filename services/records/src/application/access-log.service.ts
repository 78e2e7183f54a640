import { ForbiddenError, NotFoundError, ValidationError, canGuardianSee, requireUser, type Logger, type Principal } from '@counsel/kit';
import type { EventEnvelope, RecordRead } from '@counsel/proto-events';
import { daysAgo } from '../domain/retention.js';
import { forStudent, type AccessEntry } from '../domain/access-entry.js';
import type { AccessLogStore, Page, StudentDirectory } from '../ports/records-store.js';

export const MAX_ACCESS_PAGE_SIZE = 200;

/** The access log: every staff read of one student's record, kept append-only for its retention period. */
export class AccessLogService {
  constructor(
    private readonly store: AccessLogStore & Pick<StudentDirectory, 'student'>,
    private readonly log: Logger,
    private readonly retentionDays: number,
  ) {}

  async append(e: EventEnvelope<RecordRead>, service: string): Promise<void> {
    const d = e.data;
    await this.store.appendAccess({
      id: e.id, at: e.time, studentId: d.studentId, actorId: d.actorId, actorRole: d.actorRole, actorName: d.actorName,
      parts: d.parts, detail: d.detail, service,
    });
  }

  /**
   * Admins see the whole log; a student sees who on staff read their own record (names and roles only), and so does
   * a guardian linked to the student (the "Who viewed my record" card of the child's page).
   */
  async list(p: Principal | null, studentId: string, page: number, pageSize: number): Promise<Page<AccessEntry>> {
    const user = requireUser(p);
    if (user.role !== 'admin' && user.role !== 'student' && user.role !== 'guardian') throw new ForbiddenError('Only an admin or the student may see this access log');
    if (user.role !== 'admin') {
      const s = await this.store.student(studentId);
      const own = s && (user.role === 'student' ? s.userId === user.userId : canGuardianSee(user, s.userId));
      if (!own) throw new NotFoundError('Student not found');
    }
    if (!Number.isInteger(page) || page < 1) throw new ValidationError('page must be a whole number from 1');
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_ACCESS_PAGE_SIZE) {
      throw new ValidationError(`pageSize must be a whole number from 1 to ${MAX_ACCESS_PAGE_SIZE}`);
    }
    const result = await this.store.accessLog(studentId, pageSize, (page - 1) * pageSize);
    return user.role === 'admin' ? result : { total: result.total, items: result.items.map(forStudent) };
  }

  /** Removes entries older than the access log's own retention period. */
  async purge(now: Date): Promise<number> {
    const removed = await this.store.purgeAccessBefore(daysAgo(now, this.retentionDays));
    if (removed) this.log.info({ removed }, 'access log entries past their retention period removed');
    return removed;
  }
}
