import type { ErasureConfirmation, ErasureTarget, RemovedItem, SqliteDatabase, SqliteErasures } from '@counsel/kit';
import {
  ALL_CLASSES, countChanges, DISTRICT, ERASED_ITEMS, placed, type ApplicationFact, type CountChange, type Placed, type StudentFacts,
  type StudentRecordFacts,
} from '../../domain/contributions.js';
import type { ReadModel, TaskChange } from '../../ports/reporting-store.js';
import { SqliteBatch } from './sqlite-batch.js';

/** The kinds of fact a student's counts are made of, besides the student's own row. */
type Facet = 'applications' | 'tasks' | 'letters' | 'plan' | 'meetings' | 'signins';

interface StudentRow { student_id: string; user_id: string; school_id: string; class_year: number | null; counselor_user_id: string | null; status: string }

/**
 * The read model on SQLite. A change to a student is one write (a savepoint of the batch's transaction, SqliteBatch):
 * what the student added to the counts is taken away, the facts change, and what they add now is added, in each of
 * the four slices they count in.
 */
export class SqliteReadModel implements ReadModel {
  private readonly bump;
  private readonly q;

  private readonly batch: SqliteBatch;
  /** The count deltas of the write running now, and of the batch's writes so far, by count. */
  private staged: CountChange[] = [];
  private readonly pending = new Map<string, CountChange>();

  constructor(private readonly db: SqliteDatabase, private readonly erasures: SqliteErasures) {
    this.batch = new SqliteBatch(db, 1000, () => this.writeCounts());
    this.bump = db.prepare(`INSERT INTO counts (figure, school_id, class_year, k1, k2, n) VALUES (?, ?, ?, ?, ?, ?)
      ON CONFLICT (figure, school_id, class_year, k1, k2) DO UPDATE SET n = n + excluded.n`);
    // Prepared once: a rebuild runs them millions of times.
    this.q = {
      student: db.prepare('SELECT * FROM students WHERE student_id = ?'),
      apps: db.prepare('SELECT application_id AS applicationId, college_id AS collegeId, college_name AS collegeName, status, deadline FROM applications WHERE student_id = ?'),
      tasks: db.prepare('SELECT task_id, due_date, done FROM tasks WHERE student_id = ?'),
      letters: db.prepare('SELECT request_id AS requestId, state FROM letters WHERE student_id = ?'),
      plan: db.prepare('SELECT track FROM plans WHERE student_id = ?'),
      meetings: db.prepare('SELECT meeting_id, counselor_user_id, cancelled FROM meetings WHERE student_id = ?'),
      signins: db.prepare('SELECT week FROM signins WHERE user_id = ? AND is_student = 1'),
      touch: db.prepare('INSERT INTO freshness (source, at) VALUES (?, ?) ON CONFLICT (source) DO UPDATE SET at = max(at, excluded.at)'),
      deleteApps: db.prepare('DELETE FROM applications WHERE student_id = ?'),
      insertApp: db.prepare('INSERT INTO applications (student_id, application_id, college_id, college_name, status, deadline) VALUES (?, ?, ?, ?, ?, ?)'),
      upsertStudent: db.prepare(`INSERT INTO students (student_id, user_id, school_id, class_year, counselor_user_id, status) VALUES (?, ?, ?, ?, ?, ?)
        ON CONFLICT (student_id) DO UPDATE SET user_id = excluded.user_id, school_id = excluded.school_id, class_year = excluded.class_year,
        counselor_user_id = excluded.counselor_user_id, status = excluded.status`),
      upsertTask: db.prepare(`INSERT INTO tasks (task_id, student_id, due_date, done) VALUES (?, ?, ?, ?)
        ON CONFLICT (student_id, task_id) DO UPDATE SET due_date = excluded.due_date, done = CASE WHEN ? IS NULL THEN done ELSE excluded.done END`),
      setLetter: db.prepare('INSERT INTO letters (request_id, student_id, state) VALUES (?, ?, ?) ON CONFLICT (request_id) DO UPDATE SET state = excluded.state'),
      setPlan: db.prepare('INSERT INTO plans (student_id, track) VALUES (?, ?) ON CONFLICT (student_id) DO UPDATE SET track = excluded.track'),
      setMeeting: db.prepare(`INSERT INTO meetings (meeting_id, student_id, counselor_user_id, cancelled) VALUES (?, ?, ?, ?)
        ON CONFLICT (meeting_id) DO UPDATE SET counselor_user_id = excluded.counselor_user_id, cancelled = excluded.cancelled`),
      studentOfUser: db.prepare('SELECT student_id FROM students WHERE user_id = ?'),
      setName: db.prepare('INSERT INTO people (user_id, name) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET name = excluded.name'),
      addSignIn: db.prepare('INSERT OR IGNORE INTO signins (event_id, user_id, week, is_student) VALUES (?, ?, ?, ?)'),
    };
  }

  /**
   * What the student adds now. With `only`, just that kind of fact is read (the others as none): a change to one kind
   * leaves what the others add the same before and after, so it cancels out of countChanges either way, and reading
   * every kind twice per student was most of a replay's work (a task assigned to a caseload reads 400 students).
   */
  private placed(studentId: string, only?: Facet): Placed | null {
    const s = this.q.student.get(studentId) as StudentRow | undefined;
    if (!s) return null;
    const facts: StudentFacts = { studentId, userId: s.user_id, schoolId: s.school_id, classYear: s.class_year, counselorUserId: s.counselor_user_id, status: s.status };
    if (s.status !== 'active') return placed(facts, null);
    const read = (facet: Facet) => only === undefined || only === facet;
    const apps = read('applications') ? this.q.apps.all(studentId) as ApplicationFact[] : [];
    const tasks = read('tasks') ? (this.q.tasks.all(studentId) as { task_id: string; due_date: string; done: number }[])
      .map((t) => ({ taskId: t.task_id, dueDate: t.due_date, done: t.done === 1 })) : [];
    const letters = read('letters') ? this.q.letters.all(studentId) as { requestId: string; state: string }[] : [];
    const plan = read('plan') ? this.q.plan.get(studentId) as { track: string } | undefined : undefined;
    const meetings = read('meetings') ? (this.q.meetings.all(studentId) as { meeting_id: string; counselor_user_id: string; cancelled: number }[])
      .map((m) => ({ meetingId: m.meeting_id, counselorUserId: m.counselor_user_id, cancelled: m.cancelled === 1 })) : [];
    const signinWeeks = read('signins') ? (this.q.signins.all(s.user_id) as { week: string }[]).map((r) => r.week) : [];
    return placed(facts, { applications: apps, tasks, letters, planTrack: plan?.track ?? null, meetings, signinWeeks });
  }

  /** Adds the changes to the counts. */
  private apply(changes: readonly CountChange[]) {
    this.staged.push(...changes);
  }

  /**
   * One write of the batch: the count deltas it makes wait, summed per count, for the batch's commit (a replay's
   * events add to the same district-wide counts again and again); a write that fails leaves none.
   */
  private async write(work: () => void): Promise<void> {
    await this.batch.run(() => {
      this.staged = [];
      work();
      return this.staged;
    }, (changes) => {
      for (const c of changes) {
        const k = [c.figure, c.schoolId, c.classYear, c.k1, c.k2].join('\u0000');
        const had = this.pending.get(k);
        if (had) had.n += c.n;
        else this.pending.set(k, { ...c });
      }
    });
  }

  /** The batch's count deltas, written last in its transaction. */
  private writeCounts() {
    for (const c of this.pending.values()) if (c.n !== 0) this.bump.run(c.figure, c.schoolId, c.classYear, c.k1, c.k2, c.n);
    this.pending.clear();
  }

  /**
   * Runs `change` with the students' counts taken away before and added back after, as one write of the batch;
   * `only`: the one kind of fact the change touches (none: it may move the student, so everything is read).
   */
  private change(studentIds: readonly string[], only: Facet | undefined, change: () => void, source: string, at: string): Promise<void> {
    return this.write(() => {
      const before = studentIds.map((id) => this.placed(id, only));
      change();
      this.apply(countChanges(before, studentIds.map((id) => this.placed(id, only))));
      this.touch(source, at);
    });
  }

  private touch(source: string, at: string) {
    this.q.touch.run(source, at);
  }

  async upsertStudent(s: StudentFacts, at: string) {
    return this.change([s.studentId], undefined, () => {
      this.q.upsertStudent.run(s.studentId, s.userId, s.schoolId, s.classYear, s.counselorUserId, s.status);
    }, 'students', at);
  }

  async replaceApplications(studentId: string, apps: readonly ApplicationFact[], at: string) {
    return this.change([studentId], 'applications', () => {
      this.q.deleteApps.run(studentId);
      for (const a of apps) this.q.insertApp.run(studentId, a.applicationId, a.collegeId, a.collegeName, a.status, a.deadline);
    }, 'lists', at);
  }

  async applyTask(t: { taskId: string; dueDate: string; studentIds: readonly string[]; change: TaskChange }, at: string) {
    // Edits and removals concern every student holding the task, whoever the event names.
    const holders = t.change === 'edited' || t.change === 'removed'
      ? (this.db.prepare('SELECT student_id FROM tasks WHERE task_id = ?').all(t.taskId) as { student_id: string }[]).map((r) => r.student_id)
      : [];
    const ids = [...new Set([...t.studentIds, ...holders])];
    return this.change(ids, 'tasks', () => {
      const upsert = this.q.upsertTask;
      switch (t.change) {
        case 'assigned': for (const id of t.studentIds) upsert.run(t.taskId, id, t.dueDate, 0, null); break;
        case 'edited': this.db.prepare('UPDATE tasks SET due_date = ? WHERE task_id = ?').run(t.dueDate, t.taskId); break;
        case 'removed': this.db.prepare('DELETE FROM tasks WHERE task_id = ?').run(t.taskId); break;
        case 'done': case 'reopened': for (const id of t.studentIds) upsert.run(t.taskId, id, t.dueDate, t.change === 'done' ? 1 : 0, 1); break;
      }
    }, 'tasks', at);
  }

  async setLetter(l: { requestId: string; studentId: string; state: string }, at: string) {
    return this.change([l.studentId], 'letters', () => {
      this.q.setLetter.run(l.requestId, l.studentId, l.state);
    }, 'letters', at);
  }

  async setPlan(studentId: string, track: string, at: string) {
    return this.change([studentId], 'plan', () => {
      this.q.setPlan.run(studentId, track);
    }, 'plans', at);
  }

  async setMeeting(m: { meetingId: string; studentId: string; counselorUserId: string; cancelled: boolean }, at: string) {
    return this.change([m.studentId], 'meetings', () => {
      this.q.setMeeting.run(m.meetingId, m.studentId, m.counselorUserId, m.cancelled ? 1 : 0);
    }, 'meetings', at);
  }

  async addSignIn(eventId: string, userId: string, role: string | null, week: string, at: string) {
    const isStudent = role === 'student';
    const student = isStudent ? this.q.studentOfUser.get(userId) as { student_id: string } | undefined : undefined;
    return this.change(student ? [student.student_id] : [], 'signins', () => {
      const added = this.q.addSignIn.run(eventId, userId, week, isStudent ? 1 : 0).changes;
      // Staff belong to no class: their sign-ins count in the district's figure only.
      if (added && !isStudent) this.apply([{ figure: 'signin', schoolId: DISTRICT, classYear: ALL_CLASSES, k1: week, k2: '', n: 1 }]);
    }, 'signins', at);
  }

  async setName(userId: string, name: string) {
    return this.batch.run(() => {
      this.q.setName.run(userId, name);
    });
  }

  async setSchool(schoolId: string, name: string, at: string) {
    return this.batch.run(() => {
      this.db.prepare('INSERT INTO schools (school_id, name) VALUES (?, ?) ON CONFLICT (school_id) DO UPDATE SET name = excluded.name').run(schoolId, name);
      this.touch('schools', at);
    });
  }

  async erase(t: ErasureTarget, confirm: ErasureConfirmation) {
    const erase = () => {
      this.apply(countChanges([this.placed(t.studentId)], []));
      const gone = (table: string) => this.db.prepare(`DELETE FROM ${table} WHERE student_id = ?`).run(t.studentId).changes;
      const counts = [gone('students'), gone('applications'), gone('tasks'), gone('letters'), gone('plans'), gone('meetings'),
        this.db.prepare('DELETE FROM signins WHERE user_id = ?').run(t.studentUserId).changes];
      return ERASED_ITEMS.map((item, i) => ({ item, count: counts[i] }));
    };
    let removed: RemovedItem[] = [];
    // Resolves after the commit: the kit wakes the relay for the confirmation then.
    await this.write(() => { removed = this.erasures.eraseOnce(t, erase, confirm); });
    return removed;
  }

  async isErased(studentId: string) {
    return this.erasures.isErased(studentId);
  }

  async isUserErased(userId: string) {
    return this.erasures.isUserErased(userId);
  }

  async studentRecord(studentId: string): Promise<StudentRecordFacts | null> {
    const s = this.q.student.get(studentId) as StudentRow | undefined;
    if (!s) return null;
    const school = this.db.prepare('SELECT name FROM schools WHERE school_id = ?').get(s.school_id) as { name: string } | undefined;
    const apps = this.q.apps.all(studentId) as ApplicationFact[];
    const tasks = this.q.tasks.all(studentId) as { done: number }[];
    const count = (sql: string, key: string) => (this.db.prepare(sql).get(key) as { n: number }).n;
    return {
      userId: s.user_id, schoolId: s.school_id, schoolName: school?.name ?? null, classYear: s.class_year, status: s.status,
      applications: apps.map((a) => ({ college: a.collegeName, status: a.status, deadline: a.deadline })),
      planTrack: (this.q.plan.get(studentId) as { track: string } | undefined)?.track ?? null,
      counts: {
        tasks: tasks.length, tasksDone: tasks.filter((x) => x.done === 1).length,
        meetings: count('SELECT count(*) AS n FROM meetings WHERE student_id = ? AND cancelled = 0', studentId),
        letterRequests: count('SELECT count(*) AS n FROM letters WHERE student_id = ?', studentId),
        signIns: count('SELECT count(*) AS n FROM signins WHERE user_id = ? AND is_student = 1', s.user_id),
      },
    };
  }

  /** Commits the open batch (the store closes). */
  flush() {
    this.batch.commit();
  }

  async updatedAt(sources: readonly string[]) {
    if (!sources.length) return null;
    const row = this.db.prepare(`SELECT max(at) AS at FROM freshness WHERE source IN (${sources.map(() => '?').join(',')})`).get(...sources) as { at: string | null };
    return row.at;
  }

  async classYears(schoolIds: readonly string[] | 'all') {
    const schools = schoolIds === 'all' ? [DISTRICT] : [...schoolIds];
    const rows = this.db.prepare(`SELECT DISTINCT class_year FROM counts WHERE figure = 'students' AND school_id IN (${schools.map(() => '?').join(',')})
      AND class_year > 0 AND n > 0 ORDER BY class_year DESC`).all(...schools) as { class_year: number }[];
    return rows.map((r) => r.class_year);
  }
}
