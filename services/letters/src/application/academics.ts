import { on, type EventSubscription } from '@counsel/kit';
import { Subjects, type ProfileUpserted } from '@counsel/proto-events';
import type { LettersStore } from '../ports/letters-store.js';

/**
 * What the school report is pre-filled from: the GPA and class rank of the student's profile as the students
 * service publishes it. Its own consumer beside the directory's, idempotent; an erased student's late events drop.
 */
export async function takeAcademics(store: LettersStore, e: ProfileUpserted): Promise<void> {
  if (await store.erasures.isErased(e.studentId) || await store.erasures.isUserErased(e.userId)) return;
  const next = { studentId: e.studentId, gpa: e.profile.gpa, classRank: e.profile.classRank };
  const before = await store.schoolDocuments.academics(e.studentId);
  if (before && before.gpa === next.gpa && before.classRank === next.classRank) return;
  await store.write((w) => w.schoolDocuments.saveAcademics(next));
}

export const academicsHandler = (store: LettersStore): EventSubscription =>
  on(Subjects.studentsProfileUpserted, 'letters-academics', (e) => takeAcademics(store, e.data));
