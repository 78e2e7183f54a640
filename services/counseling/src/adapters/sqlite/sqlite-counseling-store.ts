import { SqliteUnitStore, type SqliteDatabase } from '@counsel/kit';
import type { CounselingStore, CounselingWrites, MarkerRepository } from '../../ports/counseling-store.js';
import { SqliteMeetings } from './sqlite-meetings.js';
import { SqliteNotes } from './sqlite-notes.js';
import { SqliteStudentErasures } from './sqlite-student-erasures.js';
import { SqliteStudents } from './sqlite-students.js';
import { SqliteTasks } from './sqlite-tasks.js';

/** The embedded counseling store: one SQLite file; a unit of work is one transaction with its outbox rows. */
export class SqliteCounselingStore extends SqliteUnitStore<CounselingWrites> implements CounselingStore {
  readonly tasks: SqliteTasks;
  readonly students: SqliteStudents;
  readonly notes: SqliteNotes;
  readonly meetings: SqliteMeetings;
  readonly erasures: SqliteStudentErasures;
  readonly markers: MarkerRepository;
  protected override readonly writes: CounselingWrites;

  constructor(db: SqliteDatabase) {
    super(db);
    this.tasks = new SqliteTasks(db);
    this.students = new SqliteStudents(db, (studentId, schoolId) => this.tasks.moveStudent(studentId, schoolId));
    this.notes = new SqliteNotes(db);
    this.meetings = new SqliteMeetings(db);
    this.erasures = new SqliteStudentErasures(db, this.outbox, this);
    this.markers = { has: async (key) => db.prepare('SELECT 1 FROM markers WHERE key = ?').get(key) !== undefined };
    this.writes = {
      students: this.students.writes, notes: this.notes.writes, meetings: this.meetings.writes, tasks: this.tasks.writes,
      erasures: this.erasures.writes, markers: { mark: (key) => { db.prepare('INSERT INTO markers (key) VALUES (?)').run(key); } },
    };
  }
}
