import { requireRecordExporter, type Principal, type RecordExportPart } from '@counsel/kit';
import type { DeletionRequested } from '@counsel/proto-events';
import { rejectedWithout } from '../domain/record-erasure.js';
import type { ErasedItem, RosterStore, StoredImport } from '../ports/roster-store.js';
import type { RosterEvents } from './roster-events.js';

const IMPORT_PAGE = 200;

/**
 * The roster's part of a student's record (issue 20): its share of an export, and the erasure a deletion asks
 * for. The roster keys students by their account id (studentUserId), which is also the owner it checks.
 */
export class RosterRecordsService {
  constructor(private readonly store: RosterStore, private readonly events: RosterEvents) {}

  /** Everything held on the student; an admin asking about an unknown student gets no items. */
  async exportPart(p: Principal | null, studentUserId: string): Promise<RecordExportPart> {
    const [enrollment, user] = await Promise.all([this.store.enrollment(studentUserId), this.store.user(studentUserId)]);
    const known = enrollment !== null || user !== null;
    requireRecordExporter(p, known ? studentUserId : null);
    if (!known) return { service: 'roster', items: {} };
    const school = enrollment ? await this.store.school(enrollment.schoolId) : null;
    const items: Record<string, unknown> = {};
    if (enrollment) {
      const { manualCounselorId, ...rest } = enrollment;
      items.enrollment = { ...rest, schoolName: school?.name ?? null };
      items.manualCounselorAssignment = manualCounselorId === null ? null : { counselorId: manualCounselorId };
    }
    if (user) items.account = user;
    return { service: 'roster', items };
  }

  /**
   * Erases the student and confirms what went, in one transaction. Imports keep their counts, but a rejected
   * row naming the student's email loses its reason. Idempotent: a repeat removes nothing and confirms the first
   * counts; the erasure is kept so a sign-up or profile event still in flight does not bring the student back.
   */
  async erase(e: DeletionRequested): Promise<ErasedItem[]> {
    const [enrollment, user] = await Promise.all([this.store.enrollment(e.studentUserId), this.store.user(e.studentUserId)]);
    const emails = [enrollment?.email, user?.email].filter((x): x is string => Boolean(x));
    const imports = await this.importsNaming(emails);
    const removed = await this.store.eraseStudent(
      { deletionId: e.deletionId, studentId: e.studentId, studentUserId: e.studentUserId, imports },
      (items) => [this.events.recordErased(e.deletionId, e.studentId, items)],
    );
    this.events.committed();
    return removed;
  }

  /** Every import whose rejected rows name one of the emails, rewritten (imports are few: one per upload). */
  private async importsNaming(emails: string[]): Promise<StoredImport[]> {
    const out: StoredImport[] = [];
    for (let offset = 0; ; offset += IMPORT_PAGE) {
      const page = await this.store.rosterImports(IMPORT_PAGE, offset);
      for (const i of page.items) {
        const rejected = rejectedWithout(i.rejected, emails);
        if (rejected) out.push({ ...i, rejected });
      }
      if (offset + IMPORT_PAGE >= page.total) return out;
    }
  }
}
