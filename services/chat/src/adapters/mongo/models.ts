import type { AcademicPlan } from '../../domain/academic-plan.js';
import { Schema, type Connection } from 'mongoose';
import type { Provider, SourceType } from '../../domain/chat.js';
import type { CollegeListEntry } from '../../domain/college-list.js';
import type { StudentPreferences, StudentProfileData } from '../../domain/student-context.js';

export interface ChatTurnDoc {
  _id: string; at: string; actorId: string; actorRole: string; studentId: string | null; provider: Provider; answeredBy: Provider;
  latencyMs: number; promptTokens: number; completionTokens: number; sources: { type: SourceType; sourceId: string | null; title?: string | null }[]; outcome: 'ok' | 'error';
  /** The turn's text, the asker's rating and an admin's follow-up flag (absent on older turns). */
  question?: string | null; answer?: string | null;
  rating?: { helpful: boolean; reason: string | null; at: string } | null;
  flag?: { flaggedBy: string; at: string } | null;
}

/**
 * One student's context. `profileAt` stays unset until a profile arrives: preferences may come first,
 * and such a document is not yet a context (as the SQLite row with an empty profile_at).
 */
export interface StudentContextDoc {
  _id: string; userId?: string; schoolId?: string | null; profile?: StudentProfileData; profileAt?: string; preferences?: StudentPreferences; preferencesAt?: string;
  collegeList?: CollegeListEntry[]; collegeListAt?: string; academicPlan?: AcademicPlan; academicPlanAt?: string;
}

/** A document of a student; a delete seen first leaves a tombstone (deletedAt set, no name). */
export interface StudentDocumentDoc { _id: string; studentId: string; fileName: string; fileType: string; createdAt: string; deletedAt: string | null }


// `type` is a field here, so it is declared as { type: String } rather than read as the path's type.
const sourceSchema = new Schema({ type: { type: String, required: true }, sourceId: { type: String, default: null }, title: { type: String, default: null } }, { _id: false });
const ratingSchema = new Schema({ helpful: Boolean, reason: { type: String, default: null }, at: String }, { _id: false });
const flagSchema = new Schema({ flaggedBy: String, at: String }, { _id: false });

const turnSchema = new Schema<ChatTurnDoc>({
  _id: String, at: { type: String, required: true }, actorId: String, actorRole: String, studentId: { type: String, default: null },
  provider: String, answeredBy: String, latencyMs: Number, promptTokens: Number, completionTokens: Number,
  sources: { type: [sourceSchema], default: [] }, outcome: { type: String, required: true },
  question: { type: String, default: null }, answer: { type: String, default: null },
  rating: { type: ratingSchema, default: null }, flag: { type: flagSchema, default: null },
}, { versionKey: false });
turnSchema.index({ at: -1, _id: 1 });
turnSchema.index({ outcome: 1, at: 1 });
turnSchema.index({ 'rating.helpful': 1, at: -1 });
turnSchema.index({ actorId: 1 });
turnSchema.index({ studentId: 1 });

// The read model keeps what the events carry, so profile and preferences are stored as given.
const contextSchema = new Schema<StudentContextDoc>({
  _id: String, userId: String, schoolId: { type: String, default: null }, profile: Schema.Types.Mixed, profileAt: String, preferences: Schema.Types.Mixed, preferencesAt: String,
  collegeList: Schema.Types.Mixed, collegeListAt: String,
}, { versionKey: false, minimize: false });

const documentSchema = new Schema<StudentDocumentDoc>({
  _id: String, studentId: { type: String, required: true }, fileName: String, fileType: String, createdAt: String, deletedAt: { type: String, default: null },
}, { versionKey: false });
documentSchema.index({ studentId: 1, createdAt: 1 });

export function chatModels(conn: Connection) {
  return {
    turns: conn.model<ChatTurnDoc>('ChatTurn', turnSchema, 'chat_turns'),
    contexts: conn.model<StudentContextDoc>('StudentContext', contextSchema, 'student_contexts'),
    documents: conn.model<StudentDocumentDoc>('StudentDocument', documentSchema, 'student_documents'),
  };
}
export type ChatModels = ReturnType<typeof chatModels>;
