import type { ClientSession } from 'mongoose';
import type { Stage } from '@counsel/kit';
import type { SchoolDocument, SchoolDocumentKind, SchoolProfile } from '../../domain/school-document.js';
import type { SchoolDocumentRepository, SchoolDocumentWrites } from '../../ports/school-documents-repository.js';
import type { PacketModels, SchoolDocumentDoc, SchoolProfileDoc } from './mongo-packet-models.js';

const toDoc = ({ _id: _, ...d }: SchoolDocumentDoc): SchoolDocument => ({
  ...d, text: d.text ?? null, form: d.form ?? null, blobId: d.blobId ?? null, fileName: d.fileName ?? null, fileSize: d.fileSize ?? null,
  // Saved before the counselor letter recorded it: no draft was recorded.
  aiDraftUsed: d.aiDraftUsed ?? false,
});
const toProfile = ({ _id: _, ...p }: SchoolProfileDoc): SchoolProfile => p;

/** School documents, school profiles and the school report's pre-fill. */
export class MongoSchoolDocuments implements SchoolDocumentRepository {
  constructor(private readonly models: PacketModels) {}

  writes(stage: Stage): SchoolDocumentWrites {
    return {
      save: (d) => stage((session) => this.models.schoolDocuments.replaceOne({ _id: `${d.studentId}:${d.kind}` }, { _id: `${d.studentId}:${d.kind}`, ...d }, { upsert: true, session })),
      saveProfile: (p) => stage((session) =>
        this.models.schoolProfiles.replaceOne({ _id: `${p.schoolId}:${p.schoolYear}` }, { _id: `${p.schoolId}:${p.schoolYear}`, ...p }, { upsert: true, session })),
      saveAcademics: ({ studentId, ...a }) => stage((session) => this.models.academics.replaceOne({ _id: studentId }, { _id: studentId, ...a }, { upsert: true, session })),
    };
  }

  /** Inside an erasure. */
  async eraseStudent(studentId: string, session: ClientSession | undefined) {
    await this.models.schoolDocuments.deleteMany({ studentId }, { session });
    await this.models.academics.deleteOne({ _id: studentId }, { session });
  }

  async ofStudent(studentId: string) {
    return (await this.models.schoolDocuments.find({ studentId }).lean<SchoolDocumentDoc[]>()).map(toDoc);
  }

  async get(studentId: string, kind: SchoolDocumentKind) {
    const d = await this.models.schoolDocuments.findById(`${studentId}:${kind}`).lean<SchoolDocumentDoc>();
    return d ? toDoc(d) : null;
  }

  async profile(schoolId: string, schoolYear: string) {
    const d = await this.models.schoolProfiles.findOne({ schoolId, schoolYear: { $lte: schoolYear } }).sort({ schoolYear: -1 }).lean<SchoolProfileDoc>();
    return d ? toProfile(d) : null;
  }

  async academics(studentId: string) {
    const d = await this.models.academics.findById(studentId).lean<{ _id: string; gpa?: number | null; classRank?: string | null }>();
    return d ? { studentId, gpa: d.gpa ?? null, classRank: d.classRank ?? null } : null;
  }

  async blobIdsOf(studentId: string) {
    return (await this.models.schoolDocuments.find({ studentId, blobId: { $ne: null } }).lean<SchoolDocumentDoc[]>()).flatMap((d) => (d.blobId ? [d.blobId] : []));
  }
}
