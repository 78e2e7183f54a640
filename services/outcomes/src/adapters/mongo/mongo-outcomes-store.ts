import type { ClientSession, Connection } from 'mongoose';
import { commitMongoUnit, MongoErasures, MongoOutbox, type OutboxEvent } from '@counsel/kit';
import type { Outcome } from '../../domain/outcome.js';
import type { OutcomeImport } from '../../domain/outcome-import.js';
import { DEFAULT_RULES, type ScattergramRules } from '../../domain/scattergram.js';
import type { StudentRecord, TrackedApplication } from '../../domain/student.js';
import type { OutcomesStore, OutcomesWrites } from '../../ports/outcomes-store.js';

type StudentDoc = Omit<StudentRecord, 'studentId'> & { _id: string };
type ApplicationDoc = Omit<TrackedApplication, 'applicationId'> & { _id: string };
type OutcomeDoc = Omit<Outcome, 'id'> & { _id: string };
interface ImportDoc { _id: string; schoolId: string; fileHash: string; status: string; body: OutcomeImport }
type RulesDoc = ScattergramRules & { _id: 'rules' };
interface BackfillDoc { _id: string; at: string }

function models(conn: Connection) {
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
type Models = ReturnType<typeof models>;

const toStudent = ({ _id, ...d }: StudentDoc): StudentRecord => ({ studentId: _id, userId: d.userId, schoolId: d.schoolId, status: d.status, gpa: d.gpa, sat: d.sat, act: d.act });
const toApplication = ({ _id, ...d }: ApplicationDoc): TrackedApplication => ({
  applicationId: _id, studentId: d.studentId, collegeId: d.collegeId, plan: d.plan, status: d.status, submittedAt: d.submittedAt, gpa: d.gpa, sat: d.sat, act: d.act,
});
const toOutcome = ({ _id, ...d }: OutcomeDoc): Outcome => ({
  id: _id, schoolId: d.schoolId, classYear: d.classYear, collegeId: d.collegeId, plan: d.plan, result: d.result, gpa: d.gpa, sat: d.sat, act: d.act,
  source: d.source, importId: d.importId ?? null, studentId: d.studentId ?? null, applicationId: d.applicationId ?? null,
});
const put = <T extends { _id: string }>(model: { replaceOne(f: object, d: T, o: object): unknown }, doc: T) =>
  (session: ClientSession | undefined) => Promise.resolve(model.replaceOne({ _id: doc._id }, doc, { upsert: true, session }));

/** The distributed outcomes store: one MongoDB database; a unit of work goes through the kit's MongoOutbox. */
export class MongoOutcomesStore implements OutcomesStore {
  private constructor(private readonly conn: Connection, private readonly models: Models) {}

  static async open(conn: Connection): Promise<MongoOutcomesStore> {
    const m = models(conn);
    await Promise.all([m.students.init(), m.applications.init(), m.outcomes.init(), m.imports.init(), m.rules.init(), m.backfills.init(), m.outbox.init(), m.erasures.init()]);
    return new MongoOutcomesStore(conn, m);
  }

  get outbox() { return this.models.outbox; }

  async write(work: (w: OutcomesWrites) => void, events: readonly OutboxEvent[] = []) {
    const m = this.models;
    await commitMongoUnit(m.outbox, (uow): OutcomesWrites => ({
      saveStudent: ({ studentId, ...s }) => uow.stage(put(m.students, { _id: studentId, ...s })),
      saveApplication: ({ applicationId, ...a }) => uow.stage(put(m.applications, { _id: applicationId, ...a })),
      removeApplication: (id) => uow.stage((session) => m.applications.deleteOne({ _id: { $eq: id } }, { session })),
      addOutcome: ({ id, ...o }) => uow.stage((session) => (o.applicationId
        ? m.outcomes.updateOne({ applicationId: { $eq: o.applicationId } }, { $setOnInsert: { _id: id, ...o } }, { upsert: true, session })
        : m.outcomes.create([{ _id: id, ...o }], { session }))),
      updateOutcomeResult: (id, result) => uow.stage((session) => m.outcomes.updateOne({ applicationId: { $eq: id } }, { $set: { result } }, { session })),
      saveImport: (i) => uow.stage(put<ImportDoc>(m.imports, { _id: i.id, schoolId: i.schoolId, fileHash: i.fileHash, status: i.status, body: i })),
      saveRules: (r) => uow.stage(put(m.rules, { _id: 'rules', ...r })),
      markBackfilled: (name, at) => uow.stage((session) => m.backfills.updateOne({ _id: { $eq: name } }, { $setOnInsert: { at } }, { upsert: true, session })),
      erase: (t, removed) => uow.stage(async (session) => {
        // The ledger's document goes first: a second run of one deletion keeps the first counts.
        await m.erasures.record(t, removed, session);
        const student = { $eq: t.studentId };
        await m.outcomes.updateMany({ studentId: student }, { $set: { studentId: null, applicationId: null } }, { session });
        await m.applications.deleteMany({ studentId: student }, { session });
        await m.students.deleteMany({ _id: student }, { session });
      }),
    }), work, events);
  }

  async student(studentId: string) {
    const d = await this.models.students.findById(studentId).lean<StudentDoc>();
    return d ? toStudent(d) : null;
  }

  async studentsOfUser(userId: string) {
    return (await this.models.students.find({ userId: { $eq: userId } }).sort({ _id: 1 }).lean<StudentDoc[]>()).map(toStudent);
  }

  async applications(studentId: string) {
    return (await this.models.applications.find({ studentId: { $eq: studentId } }).sort({ _id: 1 }).lean<ApplicationDoc[]>()).map(toApplication);
  }

  async outcomesOfStudent(studentId: string) {
    return (await this.models.outcomes.find({ studentId: { $eq: studentId } }).sort({ classYear: 1, _id: 1 }).lean<OutcomeDoc[]>()).map(toOutcome);
  }

  async outcomesAt(schoolId: string, collegeId: string) {
    return (await this.models.outcomes.find({ schoolId: { $eq: schoolId }, collegeId: { $eq: collegeId } }).sort({ _id: 1 }).lean<OutcomeDoc[]>()).map(toOutcome);
  }

  async countOutcomes(schoolId: string) {
    return this.models.outcomes.countDocuments({ schoolId: { $eq: schoolId } });
  }

  async allOutcomes() {
    return (await this.models.outcomes.find({}).sort({ _id: 1 }).lean<OutcomeDoc[]>()).map(toOutcome);
  }

  async backfilled(name: string) {
    return (await this.models.backfills.exists({ _id: { $eq: name } })) !== null;
  }

  async outcomeImport(id: string) {
    return (await this.models.imports.findById(id).lean<ImportDoc>())?.body ?? null;
  }

  async appliedFile(schoolId: string, fileHash: string) {
    return (await this.models.imports.exists({ schoolId: { $eq: schoolId }, fileHash: { $eq: fileHash }, status: 'APPLIED' })) !== null;
  }

  async rules(): Promise<ScattergramRules> {
    const d = await this.models.rules.findById('rules').lean<RulesDoc>();
    return d ? { minimumApplicants: d.minimumApplicants, studentsMaySee: d.studentsMaySee } : DEFAULT_RULES;
  }

  async erasedDeletion(deletionId: string) { return this.models.erasures.recorded(deletionId); }
  async isErased(studentId: string) { return this.models.erasures.isErased(studentId); }
  async isUserErased(userId: string) { return this.models.erasures.isUserErased(userId); }

  ready() { return this.conn.readyState === 1; }
  async close() { await this.conn.close(); }
}
