import type { AcademicPlan } from '../../domain/academic-plan.js';
import type { CollegeListEntry } from '../../domain/college-list.js';
import type { StudentContext, StudentPreferences, StudentProfileData } from '../../domain/student-context.js';
import type { StudentContextStore } from '../../ports/student-context-store.js';
import { guardedUpsert } from './guarded-upsert.js';
import type { ChatModels, StudentContextDoc, StudentDocumentDoc } from './models.js';

/**
 * The read model in MongoDB. Events may arrive late or twice, so every write is one conditional update:
 * the "is it newer?" test lives in the filter, never in a read before the write.
 */
export class MongoStudentContextStore implements StudentContextStore {
  constructor(private readonly models: ChatModels) {}

  async upsertProfile(studentId: string, userId: string, profile: StudentProfileData, at: string, schoolId: string | null = null) {
    const notNewer = { _id: studentId, $or: [{ profileAt: null }, { profileAt: { $lte: at } }] };
    await guardedUpsert((upsert) => this.models.contexts.updateOne(notNewer, { $set: { userId, schoolId, profile, profileAt: at } }, { upsert }));
  }

  async savePreferences(studentId: string, preferences: StudentPreferences, at: string) {
    // Without a profile yet, the document is created without profileAt: get() ignores it until the profile comes.
    const notNewer = { _id: studentId, $or: [{ preferencesAt: null }, { preferencesAt: { $lte: at } }] };
    await guardedUpsert((upsert) => this.models.contexts.updateOne(notNewer, { $set: { preferences, preferencesAt: at } }, { upsert }));
  }

  async saveCollegeList(studentId: string, applications: CollegeListEntry[], at: string) {
    const notNewer = { _id: studentId, $or: [{ collegeListAt: null }, { collegeListAt: { $lte: at } }] };
    await guardedUpsert((upsert) => this.models.contexts.updateOne(notNewer, { $set: { collegeList: applications, collegeListAt: at } }, { upsert }));
  }

  async saveAcademicPlan(studentId: string, plan: AcademicPlan, at: string) {
    const notNewer = { _id: studentId, $or: [{ academicPlanAt: null }, { academicPlanAt: { $lte: at } }] };
    await guardedUpsert((upsert) => this.models.contexts.updateOne(notNewer, { $set: { academicPlan: plan, academicPlanAt: at } }, { upsert }));
  }

  async addDocument(studentId: string, doc: { documentId: string; fileName: string; fileType: string }, at: string) {
    // Insert-only: a tombstone left by an earlier delete keeps a late "created" from resurrecting the document.
    const fields = { studentId, fileName: doc.fileName, fileType: doc.fileType, createdAt: at, deletedAt: null };
    await guardedUpsert((upsert) => this.models.documents.updateOne({ _id: doc.documentId }, { $setOnInsert: fields }, { upsert }));
  }

  async removeDocument(studentId: string, documentId: string, at: string) {
    await guardedUpsert((upsert) => this.models.documents.updateOne(
      { _id: documentId },
      { $set: { deletedAt: at }, $setOnInsert: { studentId, fileName: '', fileType: '', createdAt: at } },
      { upsert },
    ));
  }

  async get(studentId: string): Promise<StudentContext | null> {
    const [ctx, docs] = await Promise.all([
      this.models.contexts.findOne({ _id: studentId, profileAt: { $type: 'string' } }).lean<StudentContextDoc>(),
      this.models.documents.find({ studentId, deletedAt: null }).sort({ createdAt: 1, _id: 1 }).lean<StudentDocumentDoc[]>(),
    ]);
    if (!ctx?.profile) return null;
    return {
      studentId: ctx._id,
      userId: ctx.userId ?? '',
      schoolId: ctx.schoolId ?? null,
      profile: ctx.profile,
      preferences: ctx.preferences ?? null,
      documents: docs.map((d) => ({ documentId: d._id, fileName: d.fileName, fileType: d.fileType })),
      collegeList: ctx.collegeList ?? [],
      academicPlan: ctx.academicPlan ?? null,
    };
  }
}
