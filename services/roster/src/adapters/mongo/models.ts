import { Schema, type Connection } from 'mongoose';
import { DEFAULT_SCHOOL_ID, MongoOutbox } from '@counsel/kit';
import { mongoUploadModel } from '@counsel/kit/mongo';
import type { CaseloadRule } from '../../domain/caseload-rule.js';
import type { Enrollment } from '../../domain/enrollment.js';
import type { RosterUser } from '../../domain/roster-user.js';
import type { RolloverRecord } from '../../domain/rollover.js';
import type { School } from '../../domain/school.js';
import type { StoredImport } from '../../ports/imports-repository.js';

export type SchoolDoc = Omit<School, 'id'> & { _id: string };
export type UserDoc = Omit<RosterUser, 'userId'> & { _id: string };
export interface StaffDoc { _id: string; schoolIds: string[] }
export type EnrollmentDoc = Omit<Enrollment, 'studentUserId'> & { _id: string };
export interface RulesDoc { _id: string; rules: Omit<CaseloadRule, 'schoolId'>[] }
export type ImportDoc = Omit<StoredImport, 'id'> & { _id: string };
export type RolloverDoc = Omit<RolloverRecord, 'id'> & { _id: string };

// Documents are written whole by the store; the schemas name the fields and the indexes, nothing more.
const loose = { versionKey: false, strict: false } as const;
const schoolSchema = new Schema<SchoolDoc>({ _id: String, name: String, sourcedId: String, archived: Boolean }, loose);
schoolSchema.index({ sourcedId: 1 }, { unique: true, partialFilterExpression: { sourcedId: { $type: 'string' } } });
const userSchema = new Schema<UserDoc>({ _id: String, email: String, sourcedId: String }, loose);
userSchema.index({ email: 1 });
userSchema.index({ sourcedId: 1 });
const staffSchema = new Schema<StaffDoc>({ _id: String, schoolIds: [String] }, loose);
staffSchema.index({ schoolIds: 1 });
const enrollmentSchema = new Schema<EnrollmentDoc>({ _id: String, studentId: String, schoolId: String, status: String, counselorId: String, sourcedId: String }, loose);
enrollmentSchema.index({ studentId: 1 }, { unique: true, partialFilterExpression: { studentId: { $type: 'string' } } });
enrollmentSchema.index({ schoolId: 1, status: 1 });
enrollmentSchema.index({ counselorId: 1 });
const rulesSchema = new Schema<RulesDoc>({ _id: String, rules: [Schema.Types.Mixed] }, loose);
const importSchema = new Schema<ImportDoc>({ _id: String, createdAt: String, blobId: String }, loose);
importSchema.index({ createdAt: -1 });
importSchema.index({ blobId: 1 });
const rolloverSchema = new Schema<RolloverDoc>({ _id: String, at: String }, loose);

export function rosterModels(conn: Connection) {
  return {
    schools: conn.model<SchoolDoc>('School', schoolSchema, 'schools'),
    users: conn.model<UserDoc>('RosterUser', userSchema, 'users'),
    staff: conn.model<StaffDoc>('StaffAssignment', staffSchema, 'staff_schools'),
    enrollments: conn.model<EnrollmentDoc>('Enrollment', enrollmentSchema, 'enrollments'),
    rules: conn.model<RulesDoc>('CaseloadRules', rulesSchema, 'caseload_rules'),
    imports: conn.model<ImportDoc>('RosterImport', importSchema, 'roster_imports'),
    rollovers: conn.model<RolloverDoc>('Rollover', rolloverSchema, 'rollovers'),
    uploads: mongoUploadModel(conn),
    outbox: new MongoOutbox(conn),
  };
}
export type RosterModels = ReturnType<typeof rosterModels>;

/** The default school, created once (as the SQLite migration does). */
export async function ensureDefaultSchool(m: RosterModels, name: string) {
  const now = new Date().toISOString();
  await m.schools.updateOne({ _id: DEFAULT_SCHOOL_ID }, {
    $setOnInsert: { name, ncesId: null, city: null, state: null, sourcedId: null, archived: false, createdAt: now, updatedAt: now },
  }, { upsert: true });
}
