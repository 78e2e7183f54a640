import type { z } from 'zod';
import { chatEvents } from './contracts/chat.js';
import { collegesEvents } from './contracts/colleges.js';
import { counselingEvents } from './contracts/counseling.js';
import { documentsEvents } from './contracts/documents.js';
import { identityEvents } from './contracts/identity.js';
import { knowledgeEvents } from './contracts/knowledge.js';
import { lettersEvents } from './contracts/letters.js';
import { notificationsEvents } from './contracts/notifications.js';
import { outcomesEvents } from './contracts/outcomes.js';
import { planningEvents } from './contracts/planning.js';
import { recordsEvents } from './contracts/records.js';
import { reportingEvents } from './contracts/reporting.js';
import { rosterEvents } from './contracts/roster.js';
import { settingsEvents } from './contracts/settings.js';
import { studentsEvents } from './contracts/students.js';

/**
 * Every event's payload, declared once as a zod schema: the wire contract checked on publish and on
 * receipt (validate.ts), and the TypeScript type (z.infer). Objects are strict (an unknown field
 * breaks the contract) and every field is present (null where empty). A JSON Schema, should another
 * language need one, is `z.toJSONSchema(eventSchemas[subject])`.
 *
 * Each service's contracts live in `contracts/<service>.ts`, beside the subjects it publishes; this module joins
 * them into the one map that validation reads.
 */
export const eventSchemas = {
  ...identityEvents,
  ...studentsEvents,
  ...documentsEvents,
  ...knowledgeEvents,
  ...settingsEvents,
  ...rosterEvents,
  ...collegesEvents,
  ...chatEvents,
  ...recordsEvents,
  ...counselingEvents,
  ...lettersEvents,
  ...notificationsEvents,
  ...planningEvents,
  ...outcomesEvents,
  ...reportingEvents,
} as const;

export type EventPayloads = { [S in keyof typeof eventSchemas]: z.infer<(typeof eventSchemas)[S]> };

export type { ChatAnswersViewed } from './contracts/chat.js';
export type { CollegeListChanged } from './contracts/colleges.js';
export type { TaskChanged, MeetingChanged } from './contracts/counseling.js';
export type { DocumentCreated, DocumentDeleted } from './contracts/documents.js';
export type { SessionRevoked, SessionRefreshed, UserCreated, GuardianLinkChanged, UserLanguageChanged, SessionStarted } from './contracts/identity.js';
export type { FileUploaded, FileIndexed, FileFailed, ContentChanged, ReindexRequested } from './contracts/knowledge.js';
export type { RequestChanged, SchoolDocumentChanged } from './contracts/letters.js';
export type { OutcomesRecorded, HistoryRecorded, ScattergramRulesChanged } from './contracts/outcomes.js';
export type { PlanReviewed, PlanChanged } from './contracts/planning.js';
export type { RecordPart, RecordRead, DeletionRequested, DeletionCompleting, RecordErased, ExportCreated } from './contracts/records.js';
export type { EnrollmentStatus, SchoolChanged, StaffAssigned, EnrollmentChanged, AccountImported, GuardianLinked, ImportApplied } from './contracts/roster.js';
export type { SettingChanged } from './contracts/settings.js';
export type { StudentProfileSnapshot, ProfileUpserted, CollegePreferencesSnapshot, PreferencesSaved } from './contracts/students.js';
