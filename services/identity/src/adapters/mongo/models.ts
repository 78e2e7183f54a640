import { Schema, type Connection } from 'mongoose';
import { MongoOutbox } from '@counsel/kit';

export interface UserDoc {
  _id: string; email: string; firstName: string | null; lastName: string | null; role: string | null; passwordHash: string | null;
  createdAt: string; lastLoginAt: string | null; search: string;
  /** Added with schools and the roster; documents from before lack them (read as: no schools, activated, enabled, not imported). */
  schoolIds?: string[] | null; activated?: boolean; enabled?: boolean; importId?: string | null;
  language?: string | null;
}
export interface GuardianLinkDoc {
  _id: string; guardianUserId: string; studentUserId: string; source: 'roster' | 'invitation'; createdAt: string; createdBy: string | null; consentWithdrawn: boolean;
}
export interface GuardianStudentDoc { _id: string; userId: string; schoolId: string | null; firstName: string; lastName: string; dateOfBirth: string | null }
export interface LinkDoc { _id: string; userId: string; createdAt: string; expiresAt: string }
export interface SessionDoc { _id: string; userId: string; createdAt: string; expiresAt: string; refreshToken: string | null; accessToken?: string | null }
export interface AuditDoc { _id: string; at: string; actorId: string | null; actorEmail: string | null; action: string; targetId: string | null; targetLabel: string | null; outcome: string; detail: string | null }

const userSchema = new Schema<UserDoc>({
  _id: String, email: { type: String, required: true, unique: true }, firstName: String, lastName: String,
  role: String, passwordHash: String, createdAt: String, lastLoginAt: String, search: { type: String, index: true },
  schoolIds: { type: [String], default: undefined }, activated: Boolean, enabled: Boolean, importId: { type: String, index: true },
  language: String,
}, { versionKey: false });
userSchema.index({ role: 1, lastLoginAt: 1 });

const sessionSchema = new Schema<SessionDoc>({
  _id: String, userId: { type: String, index: true }, createdAt: String, expiresAt: { type: String, index: true }, refreshToken: String, accessToken: String,
}, { versionKey: false });

const auditSchema = new Schema<AuditDoc>({
  _id: String, at: { type: String, index: true }, actorId: String, actorEmail: String, action: String,
  targetId: String, targetLabel: String, outcome: String, detail: String,
}, { versionKey: false });

const linkSchema = new Schema<LinkDoc>({
  _id: String, userId: { type: String, index: true }, createdAt: String, expiresAt: String,
}, { versionKey: false });

const tallySchema = new Schema<{ _id: string; importId: string; outcome: string; n: number }>({
  _id: String, importId: { type: String, index: true }, outcome: String, n: Number,
}, { versionKey: false });

const pendingSchoolsSchema = new Schema<{ _id: string; schoolIds: string[] }>({ _id: String, schoolIds: [String] }, { versionKey: false });

const guardianLinkSchema = new Schema<GuardianLinkDoc>({
  _id: String, guardianUserId: { type: String, index: true }, studentUserId: { type: String, index: true }, source: String,
  createdAt: String, createdBy: String, consentWithdrawn: Boolean,
}, { versionKey: false });
guardianLinkSchema.index({ guardianUserId: 1, studentUserId: 1 }, { unique: true });

const guardianStudentSchema = new Schema<GuardianStudentDoc>({
  _id: String, userId: { type: String, index: true }, schoolId: String, firstName: String, lastName: String, dateOfBirth: String,
}, { versionKey: false });

const districtRuleSchema = new Schema<{ _id: string; value: string }>({ _id: String, value: String }, { versionKey: false });

const keySchema = new Schema<{ _id: string; privateJwk: string; createdAt: string }>({ _id: String, privateJwk: String, createdAt: String }, { versionKey: false });

export function identityModels(conn: Connection) {
  return {
    keys: conn.model('SigningKey', keySchema, 'signing_keys'),
    users: conn.model<UserDoc>('User', userSchema, 'users'),
    sessions: conn.model<SessionDoc>('Session', sessionSchema, 'sessions'),
    audit: conn.model<AuditDoc>('AuditEntry', auditSchema, 'audit_log'),
    links: conn.model<LinkDoc>('SetPasswordLink', linkSchema, 'set_password_links'),
    tallies: conn.model('ImportTally', tallySchema, 'import_tallies'),
    pendingSchools: conn.model('PendingSchools', pendingSchoolsSchema, 'pending_schools'),
    guardianLinks: conn.model<GuardianLinkDoc>('GuardianLink', guardianLinkSchema, 'guardian_links'),
    guardianStudents: conn.model<GuardianStudentDoc>('GuardianStudent', guardianStudentSchema, 'guardian_students'),
    districtRules: conn.model('DistrictRule', districtRuleSchema, 'district_rules'),
    outbox: new MongoOutbox(conn),
  };
}
export type IdentityModels = ReturnType<typeof identityModels>;
