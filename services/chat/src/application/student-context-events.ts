import { Subjects } from '@counsel/proto-events';
import { on, type EventSubscription } from '@counsel/kit';
import { parsePreferences, parseProfile } from '../domain/student-context.js';
import type { StudentContextStore } from '../ports/student-context-store.js';

/**
 * Keeps chat's read model of student context up to date from the students', colleges' and documents' events,
 * so a turn never waits on those services. Every handler is idempotent and order-tolerant. An erased student's
 * events (late, or replayed to a new durable) are dropped: `erased` tells.
 */
export function studentContextHandlers(
  store: StudentContextStore, erased: (studentId: string) => Promise<boolean> = async () => false,
): EventSubscription[] {
  return [
    on(Subjects.studentsProfileUpserted, 'chat-context-profiles', async (e) => {
      if (await erased(e.data.studentId)) return;
      // Events from before schools existed carry no school: the default school.
      await store.upsertProfile(e.data.studentId, e.data.userId, parseProfile(e.data.profile), e.time, e.data.schoolId ?? null);
    }),
    on(Subjects.studentsPreferencesSaved, 'chat-context-preferences', async (e) => {
      if (await erased(e.data.studentId)) return;
      await store.savePreferences(e.data.studentId, parsePreferences(e.data.preferences), e.time);
    }),
    // The whole list after every change: the latest replaces the one held (an empty list clears it).
    on(Subjects.collegesListChanged, 'chat-context-college-lists', async (e) => {
      if (await erased(e.data.studentId)) return;
      await store.saveCollegeList(e.data.studentId, e.data.applications, e.data.updatedAt);
    }),
    // The plan's status and gaps after every change (planning): the latest replaces the one held.
    on(Subjects.planningPlanChanged, 'chat-context-academic-plans', async (e) => {
      if (await erased(e.data.studentId)) return;
      const { studentId, studentUserId: _user, ...plan } = e.data;
      await store.saveAcademicPlan(studentId, plan, e.time);
    }),
    on(Subjects.documentsDocumentCreated, 'chat-context-documents-created', async (e) => {
      if (await erased(e.data.studentId)) return;
      await store.addDocument(e.data.studentId, { documentId: e.data.documentId, fileName: e.data.fileName, fileType: e.data.fileType }, e.time);
    }),
    on(Subjects.documentsDocumentDeleted, 'chat-context-documents-deleted', async (e) => {
      if (await erased(e.data.studentId)) return;
      await store.removeDocument(e.data.studentId, e.data.documentId, e.time);
    }),
  ];
}
