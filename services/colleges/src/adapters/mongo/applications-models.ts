import { Schema, type Connection } from 'mongoose';
import { MongoErasures, MongoOutbox } from '@counsel/kit';
import type { Application, ApplicationChange, CuratedDeadline } from '../../domain/application.js';
import type { LetterRequestCopy, SchoolDocumentCopy } from '../../domain/letters.js';
import type { HistoryPoint, HistoryRules } from '../../domain/school-history.js';
import type { StudentRecord } from '../../domain/student-record.js';
import type { CalendarFeedRecord } from '../../ports/feeds-repository.js';

export type StudentDoc = Omit<StudentRecord, 'studentId'> & { _id: string };
export type ApplicationDoc = Omit<Application, 'id'> & { _id: string };
export type ChangeDoc = Omit<ApplicationChange, 'id'> & { _id: string };
/** _id: `<collegeId>|<cycle>|<plan>`. */
export type DeadlineDoc = CuratedDeadline & { _id: string };
export type FeedDoc = Omit<CalendarFeedRecord, 'studentId'> & { _id: string };
export interface KeyDoc { _id: string; key: string }
export type LetterRequestDoc = Omit<LetterRequestCopy, 'requestId'> & { _id: string };
/** _id: `<studentId>|<kind>`. */
export type SchoolDocumentDoc = SchoolDocumentCopy & { _id: string };
/** _id: the outcome id. */
export type HistoryPointDoc = Omit<HistoryPoint, 'outcomeId'> & { _id: string };
export type HistoryRulesDoc = HistoryRules & { _id: 'rules' };

// Documents are written whole by the store; the schemas name the fields and the indexes, nothing more.
const loose = { versionKey: false, strict: false } as const;
const studentSchema = new Schema<StudentDoc>({ _id: String, schoolId: String, counselorUserId: String, status: String }, loose);
studentSchema.index({ counselorUserId: 1 });
studentSchema.index({ schoolId: 1 });
const applicationSchema = new Schema<ApplicationDoc>({ _id: String, studentId: String, collegeId: String, cycle: Number }, loose);
applicationSchema.index({ studentId: 1, collegeId: 1, cycle: 1 }, { unique: true });
applicationSchema.index({ collegeId: 1, cycle: 1 });
const changeSchema = new Schema<ChangeDoc>({ _id: String, applicationId: String, studentId: String, at: String }, loose);
changeSchema.index({ applicationId: 1, at: 1 });
changeSchema.index({ studentId: 1 });
const deadlineSchema = new Schema<DeadlineDoc>({ _id: String, collegeId: String, cycle: Number, plan: String }, loose);
deadlineSchema.index({ collegeId: 1, cycle: 1 });
const feedSchema = new Schema<FeedDoc>({ _id: String, tokenHash: String }, loose);
feedSchema.index({ tokenHash: 1 }, { unique: true });
const keySchema = new Schema<KeyDoc>({ _id: String, key: String }, loose);
const letterRequestSchema = new Schema<LetterRequestDoc>({ _id: String, studentId: String }, loose);
letterRequestSchema.index({ studentId: 1 });
const schoolDocumentSchema = new Schema<SchoolDocumentDoc>({ _id: String, studentId: String }, loose);
schoolDocumentSchema.index({ studentId: 1 });
const historyPointSchema = new Schema<HistoryPointDoc>({ _id: String, schoolId: String, collegeId: String }, loose);
historyPointSchema.index({ schoolId: 1, collegeId: 1 });
const historyRulesSchema = new Schema<HistoryRulesDoc>({ _id: String }, loose);

export function applicationsModels(conn: Connection) {
  const outbox = new MongoOutbox(conn);
  return {
    students: conn.model<StudentDoc>('CollegesStudent', studentSchema, 'students'),
    applications: conn.model<ApplicationDoc>('Application', applicationSchema, 'applications'),
    changes: conn.model<ChangeDoc>('ApplicationChange', changeSchema, 'application_changes'),
    deadlines: conn.model<DeadlineDoc>('CuratedDeadline', deadlineSchema, 'curated_deadlines'),
    feeds: conn.model<FeedDoc>('CalendarFeed', feedSchema, 'calendar_feeds'),
    keys: conn.model<KeyDoc>('FeedKey', keySchema, 'feed_key'),
    // The kit's erasure ledger, in the collection this service always kept its tombstones in.
    erasures: new MongoErasures(conn, outbox),
    letterRequests: conn.model<LetterRequestDoc>('CollegesLetterRequest', letterRequestSchema, 'letter_requests'),
    schoolDocuments: conn.model<SchoolDocumentDoc>('CollegesSchoolDocument', schoolDocumentSchema, 'school_documents'),
    historyPoints: conn.model<HistoryPointDoc>('CollegesHistoryPoint', historyPointSchema, 'history_points'),
    historyRules: conn.model<HistoryRulesDoc>('CollegesHistoryRules', historyRulesSchema, 'history_rules'),
    outbox,
  };
}
export type ApplicationsModels = ReturnType<typeof applicationsModels>;
