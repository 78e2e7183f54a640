import {
  requireRecordExporter, type ErasureConfirmation, type Principal, type RecordDeletion, type RecordExportPart, type RecordParticipant, type RecordStudent,
  type RemovedItem,
} from '@counsel/kit';
import { rejectedWithout } from '../domain/record-erasure.js';
import type { StoredImport } from '../ports/imports-repository.js';
import type { RosterStore } from '../ports/roster-store.js';

const IMPORT_PAGE = 200;

/**
 * The roster's part of a student's record: its share of an export, and the erasure a deletion asks
 * for. The roster keys students by their account id (studentUserId), which is also the owner it checks.
 */
export class RosterRecordsService implements RecordParticipant {
  /** Erasures rewrite import rows that several students share: one at a time. */
  readonly concurrency = 1;

  constructor(private readonly store: RosterStore) {}

  /** Everything held on the student; an admin asking about an unknown student gets no items. */
  async exportPart(p: Principal | null, { studentUserId }: RecordStudent): Promise<RecordExportPart> {
    const [enrollment, user] = await Promise.all([this.store.enrollments.get(studentUserId), this.store.users.get(studentUserId)]);
    const known = enrollment !== null || user !== null;
    requireRecordExporter(p, known ? studentUserId : null);
    if (!known) return { service: 'roster', items: {} };
    const school = enrollment ? await this.store.schools.get(enrollment.schoolId) : null;
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
  async erase(e: RecordDeletion, confirm: ErasureConfirmation): Promise<RemovedItem[]> {
    const first = await this.store.erasures.recorded(e.deletionId);
    if (first) {
      await this.store.write(() => undefined, [confirm(first)]);
      return first;
    }
    // Counted before the write: erasures run one at a time (concurrency 1), so nothing changes in between.
    const [enrollment, user, schools] = await Promise.all([
      this.store.enrollments.get(e.studentUserId), this.store.users.get(e.studentUserId), this.store.staff.schoolsOf(e.studentUserId),
    ]);
    const emails = [enrollment?.email, user?.email].filter((x): x is string => Boolean(x));
    const imports = await this.importsNaming(emails);
    const removed: RemovedItem[] = [
      { item: 'enrollment', count: enrollment ? 1 : 0 }, { item: 'account', count: user ? 1 : 0 },
      { item: 'school assignments', count: schools.length }, { item: 'import rows naming the student', count: imports.length },
    ];
    const target = { deletionId: e.deletionId, studentId: e.studentId, studentUserId: e.studentUserId };
    await this.store.write((w) => {
      w.erasures.erase(target, removed);
      for (const i of imports) w.imports.save(i);
    }, [confirm(removed)]);
    return removed;
  }

  /** Every import whose rejected rows name one of the emails, rewritten (imports are few: one per upload). */
  private async importsNaming(emails: string[]): Promise<StoredImport[]> {
    const out: StoredImport[] = [];
    for (let offset = 0; ; offset += IMPORT_PAGE) {
      const page = await this.store.imports.page(IMPORT_PAGE, offset);
      for (const i of page.items) {
        const rejected = rejectedWithout(i.rejected, emails);
        if (rejected) out.push({ ...i, rejected });
      }
      if (offset + IMPORT_PAGE >= page.total) return out;
    }
  }
}
