import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { SchoolDocument } from '../src/domain/school-document.js';
import type { LettersStore } from '../src/ports/letters-store.js';

const AT = '2026-11-01T00:00:00.000Z';
const doc = (studentId: string, over: Partial<SchoolDocument> = {}): SchoolDocument => ({
  studentId, kind: 'counselor_letter', state: 'draft', text: 'Dear committee', form: null, blobId: null, fileName: null, fileSize: null,
  aiDraftUsed: false, updatedAt: AT, updatedBy: 'c-1', ...over,
});
const profile = (schoolId: string, schoolYear: string) => ({
  schoolId, schoolYear, blobId: `blob-${schoolId}-${schoolYear}`, fileName: 'profile.pdf', fileSize: 10, uploadedAt: AT, uploadedBy: 'admin',
});

/** What every letters store must do for the packet and brag sheets (SQLite always; MongoDB when Docker runs). */
export function describePacketStoreContract(name: string, open: () => Promise<LettersStore>) {
  describe(`LettersStore packet contract: ${name}`, () => {
    let store: LettersStore;
    beforeEach(async () => { store = await open(); });
    afterEach(async () => store.close());

    it('keeps one document per student and kind, with its form or file', async () => {
      const form = { gpa: 3.9, gpaScale: 4, rank: null, courseRigor: 'most_demanding' as const, ratings: [{ category: 'overall' as const, level: 'excellent' as const }] };
      await store.write((w) => {
        w.schoolDocuments.save(doc('s-1'));
        w.schoolDocuments.save(doc('s-1', { kind: 'school_report', text: null, form }));
        w.schoolDocuments.save(doc('s-1', { kind: 'transcript', text: null, blobId: 'b-1', fileName: 't.pdf', fileSize: 5, state: 'ready' }));
        w.schoolDocuments.save(doc('s-2'));
      });
      await store.write((w) => w.schoolDocuments.save(doc('s-1', { state: 'ready', text: 'Final', aiDraftUsed: true })));
      expect(await store.schoolDocuments.get('s-1', 'counselor_letter')).toEqual(doc('s-1', { state: 'ready', text: 'Final', aiDraftUsed: true }));
      expect((await store.schoolDocuments.get('s-1', 'school_report'))?.form).toEqual(form);
      expect((await store.schoolDocuments.ofStudent('s-1')).map((d) => d.kind).sort()).toEqual(['counselor_letter', 'school_report', 'transcript']);
      expect(await store.erasures.heldBlobIds('s-1')).toEqual(['b-1']);
      expect(await store.schoolDocuments.get('s-3', 'transcript')).toBeNull();
    });

    it('finds the profile of a school year, else the latest before it', async () => {
      await store.write((w) => {
        w.schoolDocuments.saveProfile(profile('school-a', '2024-2025'));
        w.schoolDocuments.saveProfile(profile('school-a', '2025-2026'));
        w.schoolDocuments.saveProfile(profile('school-b', '2027-2028'));
      });
      expect((await store.schoolDocuments.profile('school-a', '2026-2027'))?.schoolYear).toBe('2025-2026');
      expect((await store.schoolDocuments.profile('school-a', '2024-2025'))?.blobId).toBe('blob-school-a-2024-2025');
      expect(await store.schoolDocuments.profile('school-b', '2026-2027')).toBeNull();
    });

    it('keeps academics, questions, answers and shares, and erases the student\'s part', async () => {
      // A family answer keeps its author (the guardian's id and name) through the store, and goes with the erasure.
      const sheet = {
        studentId: 's-1', updatedAt: AT,
        answers: [{ questionId: 'q1', prompt: 'Why?', answer: 'Because' }, { questionId: 'family-f1', prompt: 'Strengths?', answer: 'Su constancia', author: { userId: 'g-1', name: 'Lucía Núñez' } }],
      };
      await store.write((w) => {
        w.schoolDocuments.saveAcademics({ studentId: 's-1', gpa: 3.5, classRank: '4' });
        w.bragSheets.saveQuestions('school-a', [{ id: 'q1', prompt: 'Why?' }], AT);
        w.bragSheets.saveAnswers(sheet);
        w.bragSheets.share('r-1', 's-1', true);
        w.bragSheets.share('r-2', 's-1', true);
        w.bragSheets.share('r-2', 's-1', false);
        w.schoolDocuments.save(doc('s-1'));
      });
      expect(await store.schoolDocuments.academics('s-1')).toEqual({ studentId: 's-1', gpa: 3.5, classRank: '4' });
      expect(await store.bragSheets.questions('school-a')).toEqual([{ id: 'q1', prompt: 'Why?' }]);
      expect(await store.bragSheets.questions('school-b')).toBeNull();
      expect(await store.bragSheets.answers('s-1')).toEqual(sheet);
      expect(await store.bragSheets.sharedWith(['r-1', 'r-2', 'r-3'])).toEqual(new Set(['r-1']));
      await store.write((w) => w.erasures.erase({ deletionId: 'd-1', studentId: 's-1', studentUserId: 'u-s-1' }, []));
      expect([await store.bragSheets.answers('s-1'), await store.schoolDocuments.academics('s-1')]).toEqual([null, null]);
      expect(await store.bragSheets.sharedWith(['r-1'])).toEqual(new Set());
      expect(await store.schoolDocuments.ofStudent('s-1')).toEqual([]);
      expect(await store.bragSheets.questions('school-a')).toEqual([{ id: 'q1', prompt: 'Why?' }]);
    });
  });
}
