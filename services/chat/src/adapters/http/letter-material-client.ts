import { NotFoundError, SubgraphError, callSubgraph, type SubgraphClientOptions } from '@counsel/kit';
import { ChatLetterMeetingsDocument } from '../../gql/counseling.js';
import { ChatLetterBragSheetDocument, ChatLetterRequestDocument } from '../../gql/letters.js';
import type { DraftMeeting, DraftRequest, LetterMaterialSource } from '../../ports/letter-material-source.js';

/** LetterMaterialSource over the letters and counseling subgraphs, on the caller's token. */
export class LetterMaterialClient implements LetterMaterialSource {
  constructor(private readonly options: (service: string) => Omit<SubgraphClientOptions, 'service'>) {}

  async request(requestId: string, token: string | null): Promise<DraftRequest | null> {
    try {
      const data = await callSubgraph({ ...this.options('letters'), service: 'letters' }, token, ChatLetterRequestDocument, { id: requestId });
      const r = data.recommendationRequest;
      if (!r) return null;
      return {
        id: r.id, studentId: r.studentId, state: r.state, note: r.note, teacherUserId: r.teacher.userId,
        student: { name: r.student.name, firstName: r.student.firstName, grade: r.student.grade, schoolId: r.student.schoolId },
        colleges: r.applications.map((a) => a.collegeName),
        bragSheet: r.bragSheetShared && r.bragSheet ? r.bragSheet.items.map((i) => ({ ...i })) : null,
      };
    } catch (err) {
      // Not theirs to see: the same answer as no such request.
      if (err instanceof NotFoundError || (err instanceof SubgraphError && err.remoteCode === 'NOT_FOUND')) return null;
      throw err;
    }
  }

  async bragSheet(studentId: string, token: string | null) {
    const data = await callSubgraph({ ...this.options('letters'), service: 'letters' }, token, ChatLetterBragSheetDocument, { studentId });
    return data.bragSheet.items.map((i) => ({ ...i }));
  }

  async meetings(studentId: string, token: string | null): Promise<DraftMeeting[]> {
    const data = await callSubgraph({ ...this.options('counseling'), service: 'counseling' }, token, ChatLetterMeetingsDocument, { studentId });
    return data.studentMeetings.filter((m) => m.state === 'held').slice(0, 10)
      .map((m) => ({ id: m.id, date: m.startsAt.slice(0, 10), topics: [...m.topics], note: m.note }));
  }
}
