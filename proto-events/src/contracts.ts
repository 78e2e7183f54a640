import { Subjects } from './subjects.js';

/** Payload types, one per subject. JSON Schemas below are the wire contract; keep both in step. */
export interface SessionRevoked { userId: string; sessionIds: string[]; reason: 'logout' | 'password_reset' | 'admin' }
export interface UserCreated { userId: string; email: string; role: string; createdBy: string | null }
export interface ProfileUpserted { studentId: string; userId: string; profile: Record<string, unknown> }
export interface PreferencesSaved { studentId: string; preferences: Record<string, unknown> }
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

export const schemas: Record<keyof EventPayloads, Schema> = {
  [Subjects.identitySessionRevoked]: obj({ userId: str, sessionIds: { type: 'array', items: str }, reason: { enum: ['logout', 'password_reset', 'admin'] } }),
  [Subjects.identityUserCreated]: obj({ userId: str, email: str, role: str, createdBy: { type: ['string', 'null'] } }),
  [Subjects.studentsProfileUpserted]: obj({ studentId: str, userId: str, profile: { type: 'object' } }),
  [Subjects.studentsPreferencesSaved]: obj({ studentId: str, preferences: { type: 'object' } }),
  [Subjects.documentsDocumentCreated]: obj({ documentId: str, studentId: str, fileName: str, fileType: str, fileSize: { type: 'integer', minimum: 0 } }),
  [Subjects.documentsDocumentDeleted]: obj({ documentId: str, studentId: str, fileName: str, deletedBy: str }),
  [Subjects.knowledgeFileUploaded]: obj({ fileId: str }),
  [Subjects.knowledgeFileIndexed]: obj({ fileId: str, chunkCount: { type: 'integer', minimum: 0 } }),
  [Subjects.knowledgeFileFailed]: obj({ fileId: str, reason: str }),
  [Subjects.knowledgeContentChanged]: obj({ itemId: str, change: { enum: ['created', 'updated', 'deleted'] }, actorId: { type: ['string', 'null'] }, title: { type: 'string' } }),
  [Subjects.knowledgeReindexRequested]: obj({ requestId: str, actorId: { type: ['string', 'null'] } }),
  [Subjects.settingsSettingChanged]: obj({ key: str, actorId: str, actorEmail: { type: 'string' } }),
};
