import { SqliteErasures, SqliteUnitStore, type SqliteDatabase } from '@counsel/kit';
import type { ApplicationPlan, Outcome, OutcomeResult } from '../../domain/outcome.js';
import type { OutcomeImport } from '../../domain/outcome-import.js';
import { DEFAULT_RULES, type ScattergramRules } from '../../domain/scattergram.js';
import type { StudentRecord, TrackedApplication } from '../../domain/student.js';
import type { OutcomesStore, OutcomesWrites } from '../../ports/outcomes-store.js';

interface StudentRow { student_id: string; user_id: string; school_id: string; status: StudentRecord['status']; gpa: number | null; sat: number | null; act: number | null }
interface ApplicationRow { application_id: string; student_id: string; college_id: string; plan: string | null; status: string; submitted_at: string | null; gpa: number | null; sat: number | null; act: number | null }
interface OutcomeRow {
  id: string; school_id: string; class_year: number; college_id: string; plan: string | null; result: string; gpa: number | null; sat: number | null; act: number | null;
  source: Outcome['source']; import_id: string | null; student_id: string | null; application_id: string | null;
}

const toStudent = (r: StudentRow): StudentRecord => ({ studentId: r.student_id, userId: r.user_id, schoolId: r.school_id, status: r.status, gpa: r.gpa, sat: r.sat, act: r.act });
const toApplication = (r: ApplicationRow): TrackedApplication => ({
  applicationId: r.application_id, studentId: r.student_id, collegeId: r.college_id, plan: r.plan, status: r.status, submittedAt: r.submitted_at, gpa: r.gpa, sat: r.sat, act: r.act,
});
const toOutcome = (r: OutcomeRow): Outcome => ({
  id: r.id, schoolId: r.school_id, classYear: r.class_year, collegeId: r.college_id, plan: r.plan as ApplicationPlan | null, result: r.result as OutcomeResult,
  gpa: r.gpa, sat: r.sat, act: r.act, source: r.source, importId: r.import_id, studentId: r.student_id, applicationId: r.application_id,
});

/** The embedded outcomes store: one SQLite file; a unit of work is one transaction with its outbox rows. */
export class SqliteOutcomesStore extends SqliteUnitStore<OutcomesWrites> implements OutcomesStore {
  private readonly erasures: SqliteErasures;
  protected override readonly writes: OutcomesWrites;

  constructor(db: SqliteDatabase) {
    super(db);
    this.erasures = new SqliteErasures(db, this.outbox);
    const outcome = db.prepare(`INSERT OR IGNORE INTO outcomes (id, school_id, class_year, college_id, plan, result, gpa, sat, act, source, import_id, student_id, application_id)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    this.writes = {
      saveStudent: (s) => {
        db.prepare('INSERT OR REPLACE INTO students (student_id, user_id, school_id, status, gpa, sat, act) VALUES (?, ?, ?, ?, ?, ?, ?)')
          .run(s.studentId, s.userId, s.schoolId, s.status, s.gpa, s.sat, s.act);
      },
      saveApplication: (a) => {
        db.prepare('INSERT OR REPLACE INTO applications (application_id, student_id, college_id, plan, status, submitted_at, gpa, sat, act) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
          .run(a.applicationId, a.studentId, a.collegeId, a.plan, a.status, a.submittedAt, a.gpa, a.sat, a.act);
      },
      removeApplication: (id) => { db.prepare('DELETE FROM applications WHERE application_id = ?').run(id); },
      addOutcome: (o) => {
        outcome.run(o.id, o.schoolId, o.classYear, o.collegeId, o.plan, o.result, o.gpa, o.sat, o.act, o.source, o.importId, o.studentId, o.applicationId);
      },
      updateOutcomeResult: (id, result) => { db.prepare('UPDATE outcomes SET result = ? WHERE application_id = ?').run(result, id); },
      saveImport: (i) => {
        db.prepare('INSERT OR REPLACE INTO outcome_imports (id, school_id, file_hash, status, body_json) VALUES (?, ?, ?, ?, ?)')
          .run(i.id, i.schoolId, i.fileHash, i.status, JSON.stringify(i));
      },
      saveRules: (r) => {
        db.prepare('INSERT OR REPLACE INTO rules (id, minimum_applicants, students_may_see) VALUES (1, ?, ?)').run(r.minimumApplicants, r.studentsMaySee ? 1 : 0);
      },
      markBackfilled: (name, at) => { db.prepare('INSERT OR IGNORE INTO backfills (name, at) VALUES (?, ?)').run(name, at); },
      erase: (t, removed) => {
        // The ledger's row goes first: its primary key refuses a second run of one deletion.
        this.erasures.record(t, removed);
        db.prepare('UPDATE outcomes SET student_id = NULL, application_id = NULL WHERE student_id = ?').run(t.studentId);
        db.prepare('DELETE FROM applications WHERE student_id = ?').run(t.studentId);
        db.prepare('DELETE FROM students WHERE student_id = ?').run(t.studentId);
      },
    };
  }

  async student(studentId: string) {
    const r = this.db.prepare('SELECT * FROM students WHERE student_id = ?').get(studentId) as StudentRow | undefined;
    return r ? toStudent(r) : null;
  }

  async studentsOfUser(userId: string) {
    return (this.db.prepare('SELECT * FROM students WHERE user_id = ? ORDER BY student_id').all(userId) as StudentRow[]).map(toStudent);
  }

  async applications(studentId: string) {
    return (this.db.prepare('SELECT * FROM applications WHERE student_id = ? ORDER BY application_id').all(studentId) as ApplicationRow[]).map(toApplication);
  }

  async outcomesOfStudent(studentId: string) {
    return (this.db.prepare('SELECT * FROM outcomes WHERE student_id = ? ORDER BY class_year, id').all(studentId) as OutcomeRow[]).map(toOutcome);
  }

  async outcomesAt(schoolId: string, collegeId: string) {
    return (this.db.prepare('SELECT * FROM outcomes WHERE school_id = ? AND college_id = ? ORDER BY id').all(schoolId, collegeId) as OutcomeRow[]).map(toOutcome);
  }

  async countOutcomes(schoolId: string) {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM outcomes WHERE school_id = ?').get(schoolId) as { n: number }).n;
  }

  async allOutcomes() {
    return (this.db.prepare('SELECT * FROM outcomes ORDER BY id').all() as OutcomeRow[]).map(toOutcome);
  }

  async backfilled(name: string) {
    return this.db.prepare('SELECT 1 FROM backfills WHERE name = ?').get(name) !== undefined;
  }

  async outcomeImport(id: string) {
    const r = this.db.prepare('SELECT body_json FROM outcome_imports WHERE id = ?').get(id) as { body_json: string } | undefined;
    return r ? JSON.parse(r.body_json) as OutcomeImport : null;
  }

  async appliedFile(schoolId: string, fileHash: string) {
    return this.db.prepare('SELECT 1 FROM outcome_imports WHERE school_id = ? AND file_hash = ? AND status = ?').get(schoolId, fileHash, 'APPLIED') !== undefined;
  }

  async rules(): Promise<ScattergramRules> {
    const r = this.db.prepare('SELECT * FROM rules WHERE id = 1').get() as { minimum_applicants: number; students_may_see: number } | undefined;
    return r ? { minimumApplicants: r.minimum_applicants, studentsMaySee: r.students_may_see === 1 } : DEFAULT_RULES;
  }

  async erasedDeletion(deletionId: string) { return this.erasures.recorded(deletionId); }
  async isErased(studentId: string) { return this.erasures.isErased(studentId); }
  async isUserErased(userId: string) { return this.erasures.isUserErased(userId); }
}
