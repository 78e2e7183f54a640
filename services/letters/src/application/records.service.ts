import {
  requireRecordExporter, type BlobStore, type ErasureConfirmation, type Principal, type RecordDeletion, type RecordExportPart, type RecordParticipant,
  type RecordStudent, type RemovedItem,
} from '@counsel/kit';
import type { BragSheet } from '../domain/brag-sheet.js';
import { accountName } from '../domain/teacher.js';
import type { LettersStore } from '../ports/letters-store.js';

/** The kinds of item an erasure confirms, in the words the records service shows. */
const ERASED_ITEMS = ['recommendation requests', 'letters', 'letter files', 'student record', 'school documents', 'brag sheet'] as const;

/** A student's record in the letters service: its part of an export, and its erasure. */
export class LettersRecordsService implements RecordParticipant {
  constructor(private readonly deps: { store: LettersStore; blobs?: Pick<BlobStore, 'delete'> }) {}

  /**
   * Authorization first, against the owner letters holds (its read model); a student it never heard of is checked
   * against the account id the caller passed. The student's own copy leaves out every letter they waived the right
   * to read (and letters not yet submitted); the admin's has them all.
   */
  async exportPart(p: Principal | null, { studentId, studentUserId }: RecordStudent): Promise<RecordExportPart> {
    const { store } = this.deps;
    const student = await store.students.get(studentId);
    requireRecordExporter(p, student?.userId ?? studentUserId);
    const requests = (await store.requests.ofStudent(studentId)).filter((r) => r.studentUserId === (student?.userId ?? studentUserId));
    const teachers = new Map((await store.accounts.many([...new Set(requests.map((r) => r.teacherUserId))])).map((a) => [a.userId, a]));
    const forStudent = p?.role === 'student';
    const letters = (await store.letters.ofStudent(studentId)).filter((l) => {
      const r = requests.find((x) => x.id === l.requestId);
      return r && (!forStudent || (!r.waived && r.state === 'submitted'));
    });
    return {
      service: 'letters',
      items: {
        recommendationRequests: requests.map((r) => {
          const t = teachers.get(r.teacherUserId);
          return { ...r, teacherName: t ? accountName(t) : r.teacherUserId };
        }),
        letters: letters.map(({ blobId: _blobId, ...l }) => l),
        // The student's copy says where each school document stands, never its content (staff only).
        schoolDocuments: (await store.schoolDocuments.ofStudent(studentId)).map(({ blobId: _blobId, ...d }) =>
          (forStudent ? { kind: d.kind, state: d.state, updatedAt: d.updatedAt } : d)),
        bragSheet: exportedBragSheet(await store.bragSheets.answers(studentId)),
      },
    };
  }

  /**
   * Erases the student: the letters' files first (a missing blob is no error), then requests, letters and the
   * read model with the ledger row and the confirmation in one transaction. A redelivery confirms the first counts.
   */
  async erase(d: RecordDeletion, confirm: ErasureConfirmation): Promise<RemovedItem[]> {
    const { store } = this.deps;
    const done = await store.erasures.recorded(d.deletionId);
    if (done) {
      await store.write(() => {}, [confirm(done)]);
      return done;
    }
    const blobIds = await store.erasures.heldBlobIds(d.studentId);
    for (const blobId of blobIds) await this.deps.blobs?.delete(blobId);
    const counts = [
      (await store.requests.ofStudent(d.studentId)).length, (await store.letters.ofStudent(d.studentId)).length, blobIds.length,
      (await store.students.get(d.studentId)) ? 1 : 0,
      (await store.schoolDocuments.ofStudent(d.studentId)).length, (await store.bragSheets.answers(d.studentId)) ? 1 : 0,
    ];
    const removed = ERASED_ITEMS.map((item, i) => ({ item, count: counts[i] }));
    await store.write((w) => w.erasures.erase({ deletionId: d.deletionId, studentId: d.studentId, studentUserId: d.studentUserId }, removed), [confirm(removed)]);
    return removed;
  }
}

/**
 * The brag sheet as the student's record holds it: a family answer says which guardian wrote it by name, as staff
 * read it, but not by the guardian's account id, which is the guardian's own and no part of the student's record.
 */
function exportedBragSheet(sheet: BragSheet | null) {
  if (!sheet) return null;
  return { ...sheet, answers: sheet.answers.map(({ author, ...a }) => (author ? { ...a, writtenBy: author.name } : a)) };
}
