import type { ClientSession } from 'mongoose';
import type { Stage } from '@counsel/kit';
import type { LetterRequestCopy, SchoolDocumentCopy, SchoolDocumentKind } from '../../domain/letters.js';
import type { LetterRepository, LetterWrites } from '../../ports/letters-repository.js';
import type { ApplicationsModels, LetterRequestDoc, SchoolDocumentDoc } from './applications-models.js';

const toRequest = ({ _id, ...d }: LetterRequestDoc): LetterRequestCopy => ({
  requestId: _id, studentId: d.studentId, teacherUserId: d.teacherUserId, teacherName: d.teacherName ?? null, applicationIds: d.applicationIds ?? [],
  state: d.state, at: d.at,
});
const toDocument = (d: SchoolDocumentDoc): SchoolDocumentCopy => ({ studentId: d.studentId, kind: d.kind, state: d.state, at: d.at });
const documentId = (studentId: string, kind: string) => `${studentId}|${kind}`;

/** The letters' copies: many students in one query by the studentId index. */
export class MongoLetters implements LetterRepository {
  constructor(private readonly models: ApplicationsModels) {}

  writes(stage: Stage): LetterWrites {
    const m = this.models;
    return {
      saveRequest: ({ requestId, ...r }) => stage((session) => m.letterRequests.replaceOne({ _id: requestId }, { _id: requestId, ...r }, { upsert: true, session })),
      saveSchoolDocument: (d) => stage((session) => {
        const _id = documentId(d.studentId, d.kind);
        return m.schoolDocuments.replaceOne({ _id }, { _id, ...d }, { upsert: true, session });
      }),
    };
  }

  /** Inside an erasure. */
  async eraseStudent(studentId: string, session: ClientSession | undefined) {
    await this.models.letterRequests.deleteMany({ studentId }, { session });
    await this.models.schoolDocuments.deleteMany({ studentId }, { session });
  }

  async request(requestId: string) {
    const d = await this.models.letterRequests.findById(requestId).lean<LetterRequestDoc>();
    return d ? toRequest(d) : null;
  }

  async requestsOf(studentIds: readonly string[]) {
    if (studentIds.length === 0) return [];
    return (await this.models.letterRequests.find({ studentId: { $in: [...studentIds] } }).sort({ studentId: 1, _id: 1 }).lean<LetterRequestDoc[]>()).map(toRequest);
  }

  async schoolDocument(studentId: string, kind: SchoolDocumentKind) {
    const d = await this.models.schoolDocuments.findById(documentId(studentId, kind)).lean<SchoolDocumentDoc>();
    return d ? toDocument(d) : null;
  }

  async schoolDocumentsOf(studentIds: readonly string[]) {
    if (studentIds.length === 0) return [];
    return (await this.models.schoolDocuments.find({ studentId: { $in: [...studentIds] } }).lean<SchoolDocumentDoc[]>()).map(toDocument);
  }
}
