import { Schema, type Connection } from 'mongoose';
import { MongoErasures, MongoOutbox } from '@counsel/kit';
import { mongoUploadModel } from '@counsel/kit/mongo';
import type { Letter } from '../../domain/letter.js';
import type { RecommendationRequest } from '../../domain/request.js';
import type { StudentApplication, StudentRecord } from '../../domain/student.js';
import type { StaffAccount } from '../../domain/teacher.js';

export type StudentDoc = Omit<StudentRecord, 'studentId'> & { _id: string };
/** _id: the application id; position: its place on the student's list. */
export type ApplicationDoc = Omit<StudentApplication, 'applicationId'> & { _id: string; position: number };
/** _id: the student id; when their list was last taken in. */
export interface ListDoc { _id: string; updatedAt: string }
export type AccountDoc = Omit<StaffAccount, 'userId'> & { _id: string };
export type RequestDoc = Omit<RecommendationRequest, 'id'> & { _id: string };
/** _id: the request id. */
export type LetterDoc = Omit<Letter, 'requestId'> & { _id: string };
export interface MarkerDoc { _id: string }
/** _id: the school id. */
export interface SchoolDoc { _id: string; name: string }

// Documents are written whole by the store; the schemas name the fields and the indexes, nothing more.
const loose = { versionKey: false, strict: false } as const;
const studentSchema = new Schema<StudentDoc>({ _id: String, userId: String, schoolId: String }, loose);
studentSchema.index({ userId: 1 });
const applicationSchema = new Schema<ApplicationDoc>({ _id: String, studentId: String, position: Number }, loose);
applicationSchema.index({ studentId: 1, position: 1 });
const listSchema = new Schema<ListDoc>({ _id: String, updatedAt: String }, loose);
const accountSchema = new Schema<AccountDoc>({ _id: String, role: String, active: Boolean, schoolIds: [String] }, loose);
accountSchema.index({ role: 1, active: 1, schoolIds: 1 });
const requestSchema = new Schema<RequestDoc>({
  _id: String, studentId: String, studentUserId: String, schoolId: String, teacherUserId: String, state: String, schoolYear: String, requestedAt: String,
}, loose);
requestSchema.index({ studentId: 1, teacherUserId: 1 });
requestSchema.index({ studentUserId: 1 });
requestSchema.index({ teacherUserId: 1, schoolYear: 1, state: 1 });
requestSchema.index({ schoolId: 1, requestedAt: -1 });
requestSchema.index({ schoolId: 1, state: 1, requestedAt: -1 });
const letterSchema = new Schema<LetterDoc>({ _id: String, studentId: String }, loose);
letterSchema.index({ studentId: 1 });
const markerSchema = new Schema<MarkerDoc>({ _id: String }, loose);
const schoolSchema = new Schema<SchoolDoc>({ _id: String, name: String }, loose);
letterSchema.index({ blobId: 1 });

export function lettersModels(conn: Connection) {
  const outbox = new MongoOutbox(conn);
  return {
    students: conn.model<StudentDoc>('LettersStudent', studentSchema, 'students'),
    applications: conn.model<ApplicationDoc>('LettersApplication', applicationSchema, 'applications'),
    lists: conn.model<ListDoc>('LettersApplicationList', listSchema, 'application_lists'),
    accounts: conn.model<AccountDoc>('LettersAccount', accountSchema, 'accounts'),
    requests: conn.model<RequestDoc>('RecommendationRequest', requestSchema, 'requests'),
    letters: conn.model<LetterDoc>('RecommendationLetter', letterSchema, 'letters'),
    markers: conn.model<MarkerDoc>('LettersMarker', markerSchema, 'markers'),
    schools: conn.model<SchoolDoc>('LettersSchool', schoolSchema, 'schools'),
    uploads: mongoUploadModel(conn, 'LettersUpload'),
    outbox,
    erasures: new MongoErasures(conn, outbox),
  };
}
export type LettersModels = ReturnType<typeof lettersModels>;

/** A document without its `_id`, under the domain's id name. */
export function fromDoc<K extends string, D extends { _id: string }>(key: K, { _id, ...rest }: D): Omit<D, '_id'> & Record<K, string> {
  return { ...rest, [key]: _id } as Omit<D, '_id'> & Record<K, string>;
}
