import { z } from 'zod';
import { Subjects } from './subjects.js';

/**
 * Every event's payload, declared once as a zod schema: the wire contract checked on publish and on
 * receipt (validate.ts), and the TypeScript type (z.infer). Objects are strict (an unknown field
 * breaks the contract) and every field is present (null where empty). A JSON Schema, should another
 * language need one, is `z.toJSONSchema(eventSchemas[subject])`.
 */
const str = z.string().min(1);
const text = z.string().nullable();
const texts = z.array(z.string());
const count = z.number().int().min(0);

const sessionRevoked = z.strictObject({ userId: str, sessionIds: z.array(str), reason: z.enum(['logout', 'password_reset', 'admin']) });
const userCreated = z.strictObject({ userId: str, email: str, role: str, createdBy: z.string().nullable() });

/** A student's whole profile as published by the students service: all a consumer needs, no call back. */
const studentProfileSnapshot = z.strictObject({
  firstName: text, lastName: text, email: text, dateOfBirth: text, siblings: text,
  gpa: z.number().min(0).max(4).nullable(),
  satScore: z.number().int().min(400).max(1600).nullable(),
  actScore: z.number().int().min(1).max(36).nullable(),
  classRank: text,
  grade: z.enum(['9', '10', '11', '12']).nullable(),
  highSchoolName: text, highSchoolLocation: text, apIbHonors: text, activitiesOutsideSchool: text,
  clubs: text, internshipsVolunteer: text, leadership: text,
  targetColleges: count,
  courses: z.array(z.strictObject({ courseName: str, level: z.enum(['AP', 'Honors', 'Regular']), grade: text })),
  activities: z.array(z.strictObject({ name: str, role: text, years: count.nullable(), hoursPerWeek: z.number().min(0).nullable() })),
  updatedAt: str,
});
const profileUpserted = z.strictObject({ studentId: str, userId: str, profile: studentProfileSnapshot });

/** College preferences; checklist entries are the full statement texts. */
const collegePreferencesSnapshot = z.strictObject({
  overallFeeling: text, concerns: text, collegeSearchStarted: text,
  collegeSizePreferences: texts, locationPreferences: texts, academicsExtracurricularsPreferences: texts,
  updatedAt: str,
});
const preferencesSaved = z.strictObject({ studentId: str, userId: str, preferences: collegePreferencesSnapshot });

const documentCreated = z.strictObject({ documentId: str, studentId: str, fileName: str, fileType: str, fileSize: count });
const documentDeleted = z.strictObject({ documentId: str, studentId: str, fileName: str, deletedBy: str });
const fileUploaded = z.strictObject({ fileId: str });
const fileIndexed = z.strictObject({ fileId: str, chunkCount: count });
const fileFailed = z.strictObject({ fileId: str, reason: str });
const contentChanged = z.strictObject({ itemId: str, change: z.enum(['created', 'updated', 'deleted']), actorId: z.string().nullable(), title: z.string() });
const reindexRequested = z.strictObject({ requestId: str, actorId: z.string().nullable() });
const settingChanged = z.strictObject({ key: str, actorId: str, actorEmail: z.string() });

/** The contract of every subject. */
export const eventSchemas = {
  [Subjects.identitySessionRevoked]: sessionRevoked,
  [Subjects.identityUserCreated]: userCreated,
  [Subjects.studentsProfileUpserted]: profileUpserted,
  [Subjects.studentsPreferencesSaved]: preferencesSaved,
  [Subjects.documentsDocumentCreated]: documentCreated,
  [Subjects.documentsDocumentDeleted]: documentDeleted,
  [Subjects.knowledgeFileUploaded]: fileUploaded,
  [Subjects.knowledgeFileIndexed]: fileIndexed,
  [Subjects.knowledgeFileFailed]: fileFailed,
  [Subjects.knowledgeContentChanged]: contentChanged,
  [Subjects.knowledgeReindexRequested]: reindexRequested,
  [Subjects.settingsSettingChanged]: settingChanged,
} as const;

export type EventPayloads = { [S in keyof typeof eventSchemas]: z.infer<(typeof eventSchemas)[S]> };

export type SessionRevoked = z.infer<typeof sessionRevoked>;
export type UserCreated = z.infer<typeof userCreated>;
export type StudentProfileSnapshot = z.infer<typeof studentProfileSnapshot>;
export type ProfileUpserted = z.infer<typeof profileUpserted>;
export type CollegePreferencesSnapshot = z.infer<typeof collegePreferencesSnapshot>;
export type PreferencesSaved = z.infer<typeof preferencesSaved>;
export type DocumentCreated = z.infer<typeof documentCreated>;
export type DocumentDeleted = z.infer<typeof documentDeleted>;
export type FileUploaded = z.infer<typeof fileUploaded>;
export type FileIndexed = z.infer<typeof fileIndexed>;
export type FileFailed = z.infer<typeof fileFailed>;
export type ContentChanged = z.infer<typeof contentChanged>;
export type ReindexRequested = z.infer<typeof reindexRequested>;
export type SettingChanged = z.infer<typeof settingChanged>;
