import type { ClientSession, Connection } from 'mongoose';
import { MongoErasures, MongoOutbox } from '@counsel/kit';
import type { Outcome } from '../../domain/outcome.js';
import type { OutcomeImport } from '../../domain/outcome-import.js';
import type { ScattergramRules } from '../../domain/scattergram.js';
import type { StudentRecord, TrackedApplication } from '../../domain/student.js';

export type StudentDoc = Omit<StudentRecord, 'studentId'> & { _id: string };
export type ApplicationDoc = Omit<TrackedApplication, 'applicationId'> & { _id: string };
export type OutcomeDoc = Omit<Outcome, 'id'> & { _id: string };
export interface ImportDoc { _id: string; schoolId: string; fileHash: string; status: string; body: OutcomeImport }
export type RulesDoc = ScattergramRules & { _id: 'rules' };
export interface BackfillDoc { _id: string; at: string }

export function outcomesModels(conn: Connection) {
  const { Schema } = conn.base;
  // Documents are written whole by the store; the schemas name the fields and the indexes, nothing more.
  const loose = { versionKey: false, strict: false } as const;
  const students = new Schema<StudentDoc>({ _id: String, userId: String }, loose);
  students.index({ userId: 1 });
  const applications = new Schema<ApplicationDoc>({ _id: String, studentId: String }, loose);
  applications.index({ studentId: 1 });
  const outcomes = new Schema<OutcomeDoc>({ _id: String, schoolId: String, collegeId: String, studentId: String, applicationId: String }, loose);
  outcomes.index({ schoolId: 1, collegeId: 1 });
  outcomes.index({ studentId: 1 });
  // One outcome per application (redelivered rollovers); imported and erased rows have none.
  outcomes.index({ applicationId: 1 }, { unique: true, partialFilterExpression: { applicationId: { $type: 'string' } } });
  const imports = new Schema<ImportDoc>({ _id: String, schoolId: String, fileHash: String, status: String }, loose);
  imports.index({ schoolId: 1, fileHash: 1, status: 1 });
  const rules = new Schema<RulesDoc>({ _id: String }, loose);
  const backfills = new Schema<BackfillDoc>({ _id: String }, loose);
  const outbox = new MongoOutbox(conn);
  return {
    students: conn.model<StudentDoc>('OutcomesStudent', students, 'students'),
    applications: conn.model<ApplicationDoc>('OutcomesApplication', applications, 'applications'),
    outcomes: conn.model<OutcomeDoc>('Outcome', outcomes, 'outcomes'),
    imports: conn.model<ImportDoc>('OutcomeImport', imports, 'outcome_imports'),
    rules: conn.model<RulesDoc>('ScattergramRules', rules, 'rules'),
    backfills: conn.model<BackfillDoc>('OutcomesBackfill', backfills, 'backfills'),
    outbox,
    erasures: new MongoErasures(conn, outbox),
  };
}
export type OutcomesModels = ReturnType<typeof outcomesModels>;

/** A staged upsert of a whole document by its id. */
export const put = <T extends { _id: string }>(model: { replaceOne(f: object, d: T, o: object): unknown }, doc: T) =>
  (session: ClientSession | undefined) => Promise.resolve(model.replaceOne({ _id: doc._id }, doc, { upsert: true, session }));
