import { Subjects } from './subjects.js';

/** Payload types, one per subject. JSON Schemas below are the wire contract; keep both in step. */
export interface SessionRevoked { userId: string; sessionIds: string[]; reason: 'logout' | 'password_reset' | 'admin' }
export interface UserCreated { userId: string; email: string; role: string; createdBy: string | null }
/** A student's whole profile as published by the students service: all a consumer needs, no call back. */
export interface StudentProfileSnapshot {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  dateOfBirth: string | null;
  siblings: string | null;
  gpa: number | null;
  satScore: number | null;
  actScore: number | null;
  classRank: string | null;
  grade: string | null;
  highSchoolName: string | null;
  highSchoolLocation: string | null;
  apIbHonors: string | null;
  activitiesOutsideSchool: string | null;
  clubs: string | null;
  internshipsVolunteer: string | null;
  leadership: string | null;
  targetColleges: number;
  courses: { courseName: string; level: 'AP' | 'Honors' | 'Regular'; grade: string | null }[];
  activities: { name: string; role: string | null; years: number | null; hoursPerWeek: number | null }[];
  updatedAt: string;
}
export interface ProfileUpserted { studentId: string; userId: string; profile: StudentProfileSnapshot }
/** College preferences; checklist entries are the full statement texts. */
export interface CollegePreferencesSnapshot {
  overallFeeling: string | null;
  concerns: string | null;
  collegeSearchStarted: string | null;
  collegeSizePreferences: string[];
  locationPreferences: string[];
  academicsExtracurricularsPreferences: string[];
  updatedAt: string;
}
export interface PreferencesSaved { studentId: string; userId: string; preferences: CollegePreferencesSnapshot }
export interface DocumentCreated { documentId: string; studentId: string; fileName: string; fileType: string; fileSize: number }
export interface DocumentDeleted { documentId: string; studentId: string; fileName: string; deletedBy: string }
export interface FileUploaded { fileId: string }
export interface FileIndexed { fileId: string; chunkCount: number }
export interface FileFailed { fileId: string; reason: string }
export interface ContentChanged { itemId: string; change: 'created' | 'updated' | 'deleted'; actorId: string | null; title: string }
export interface ReindexRequested { requestId: string; actorId: string | null }
export interface SettingChanged { key: string; actorId: string; actorEmail: string }

export interface EventPayloads {
  [Subjects.identitySessionRevoked]: SessionRevoked;
  [Subjects.identityUserCreated]: UserCreated;
  [Subjects.studentsProfileUpserted]: ProfileUpserted;
  [Subjects.studentsPreferencesSaved]: PreferencesSaved;
  [Subjects.documentsDocumentCreated]: DocumentCreated;
  [Subjects.documentsDocumentDeleted]: DocumentDeleted;
  [Subjects.knowledgeFileUploaded]: FileUploaded;
  [Subjects.knowledgeFileIndexed]: FileIndexed;
  [Subjects.knowledgeFileFailed]: FileFailed;
  [Subjects.knowledgeContentChanged]: ContentChanged;
  [Subjects.knowledgeReindexRequested]: ReindexRequested;
  [Subjects.settingsSettingChanged]: SettingChanged;
}

type Schema = Record<string, unknown>;
const str = { type: 'string', minLength: 1 };
const obj = (props: Record<string, unknown>, required = Object.keys(props)): Schema => ({
  type: 'object', properties: props, required, additionalProperties: false,
});
const text = { type: ['string', 'null'] };
const texts = { type: 'array', items: { type: 'string' } };
const studentProfileSchema = obj({
  firstName: text, lastName: text, email: text, dateOfBirth: text, siblings: text,
  gpa: { type: ['number', 'null'], minimum: 0, maximum: 4 },
  satScore: { type: ['integer', 'null'], minimum: 400, maximum: 1600 },
  actScore: { type: ['integer', 'null'], minimum: 1, maximum: 36 },
  classRank: text,
  grade: { enum: ['9', '10', '11', '12', null] },
  highSchoolName: text, highSchoolLocation: text, apIbHonors: text, activitiesOutsideSchool: text,
  clubs: text, internshipsVolunteer: text, leadership: text,
  targetColleges: { type: 'integer', minimum: 0 },
  courses: { type: 'array', items: obj({ courseName: str, level: { enum: ['AP', 'Honors', 'Regular'] }, grade: text }) },
  activities: { type: 'array', items: obj({ name: str, role: text, years: { type: ['integer', 'null'], minimum: 0 }, hoursPerWeek: { type: ['number', 'null'], minimum: 0 } }) },
  updatedAt: str,
});
const preferencesSchema = obj({
  overallFeeling: text, concerns: text, collegeSearchStarted: text,
  collegeSizePreferences: texts, locationPreferences: texts, academicsExtracurricularsPreferences: texts,
  updatedAt: str,
});

export const schemas: Record<keyof EventPayloads, Schema> = {
  [Subjects.identitySessionRevoked]: obj({ userId: str, sessionIds: { type: 'array', items: str }, reason: { enum: ['logout', 'password_reset', 'admin'] } }),
  [Subjects.identityUserCreated]: obj({ userId: str, email: str, role: str, createdBy: { type: ['string', 'null'] } }),
  [Subjects.studentsProfileUpserted]: obj({ studentId: str, userId: str, profile: studentProfileSchema }),
  [Subjects.studentsPreferencesSaved]: obj({ studentId: str, userId: str, preferences: preferencesSchema }),
  [Subjects.documentsDocumentCreated]: obj({ documentId: str, studentId: str, fileName: str, fileType: str, fileSize: { type: 'integer', minimum: 0 } }),
  [Subjects.documentsDocumentDeleted]: obj({ documentId: str, studentId: str, fileName: str, deletedBy: str }),
  [Subjects.knowledgeFileUploaded]: obj({ fileId: str }),
  [Subjects.knowledgeFileIndexed]: obj({ fileId: str, chunkCount: { type: 'integer', minimum: 0 } }),
  [Subjects.knowledgeFileFailed]: obj({ fileId: str, reason: str }),
  [Subjects.knowledgeContentChanged]: obj({ itemId: str, change: { enum: ['created', 'updated', 'deleted'] }, actorId: { type: ['string', 'null'] }, title: { type: 'string' } }),
  [Subjects.knowledgeReindexRequested]: obj({ requestId: str, actorId: { type: ['string', 'null'] } }),
  [Subjects.settingsSettingChanged]: obj({ key: str, actorId: str, actorEmail: { type: 'string' } }),
};
