// Types only, as the Mongo outbox: the models are the service's own, so this file loads no driver.
import type { ClientSession } from 'mongoose';
import type { Stage } from '../outbox/unit-of-work.js';

/** When a service last took in a student's application list (its own `application_lists` collection). */
interface ApplicationListDoc { _id: string; updatedAt: string }

type Lean<T> = { lean<R = T>(): Promise<R> };

/** What the projection asks of the service's models (each service keeps its own collections and document shapes). */
export interface StudentProjectionModels<Doc> {
  students: {
    findById(id: string): Lean<Doc | null>;
    find(filter: { _id: { $in: string[] } }): Lean<Doc[]>;
    replaceOne(filter: { _id: string }, replacement: Doc, options: { upsert: true; session: ClientSession | undefined }): PromiseLike<unknown>;
    deleteOne(filter: { _id: string }, options: { session: ClientSession | undefined }): PromiseLike<unknown>;
  };
  lists: {
    findById(id: string): { session(session: ClientSession | null): Lean<ApplicationListDoc | null> };
    replaceOne(filter: { _id: string }, replacement: ApplicationListDoc, options: { upsert: true; session: ClientSession | undefined }): PromiseLike<unknown>;
    deleteOne(filter: { _id: string }, options: { session: ClientSession | undefined }): PromiseLike<unknown>;
  };
  applications: { deleteMany(filter: { studentId: string }, options: { session: ClientSession | undefined }): PromiseLike<unknown> };
}

/** A student as the projection stores it: the record under `_id` instead of `studentId`. */
type StudentDoc<Student> = Omit<Student, 'studentId'> & { _id: string };

/**
 * The part of a students read model that services fed by the same student and application-list events share:
 * a student kept whole by id, the time of the application list taken in last (an older list is ignored), and
 * the erasure of all three. A service extends it with its own application rows and queries.
 */
export abstract class MongoStudentProjection<Student extends { studentId: string }> {
  protected constructor(private readonly projection: StudentProjectionModels<StudentDoc<Student>>, private readonly toStudent: (d: StudentDoc<Student>) => Student) {}

  /**
   * A unit of work's writes of the student and of their application list. `putApplications` writes the rows
   * of a list newer than the one held, the student's old rows already gone; an older list changes nothing.
   */
  protected projectionWrites<List extends { studentId: string; updatedAt: string }>(
    stage: Stage, putApplications: (l: List, session: ClientSession | undefined) => Promise<unknown>,
  ) {
    const { students, applications } = this.projection;
    return {
      save: ({ studentId, ...s }: Student) => stage(async (session) => {
        await students.replaceOne({ _id: studentId }, { _id: studentId, ...s }, { upsert: true, session });
      }),
      replaceApplications: (l: List) => stage(async (session) => {
        if (!await this.newerList(l, session)) return;
        await applications.deleteMany({ studentId: l.studentId }, { session });
        await putApplications(l, session);
      }),
    };
  }

  /** Whether this list is newer than the one held (and, if so, notes its time). */
  private async newerList(l: { studentId: string; updatedAt: string }, session: ClientSession | undefined): Promise<boolean> {
    const { lists } = this.projection;
    const held = await lists.findById(l.studentId).session(session ?? null).lean<ApplicationListDoc | null>();
    if (held && held.updatedAt > l.updatedAt) return false;
    await lists.replaceOne({ _id: l.studentId }, { _id: l.studentId, updatedAt: l.updatedAt }, { upsert: true, session });
    return true;
  }

  /** Inside an erasure. */
  async eraseStudent(studentId: string, session: ClientSession | undefined) {
    await this.projection.applications.deleteMany({ studentId }, { session });
    await this.projection.lists.deleteOne({ _id: studentId }, { session });
    await this.projection.students.deleteOne({ _id: studentId }, { session });
  }

  async get(studentId: string): Promise<Student | null> {
    const d = await this.projection.students.findById(studentId).lean<StudentDoc<Student> | null>();
    return d ? this.toStudent(d) : null;
  }

  async many(studentIds: readonly string[]): Promise<Student[]> {
    if (studentIds.length === 0) return [];
    return (await this.projection.students.find({ _id: { $in: [...studentIds] } }).lean<StudentDoc<Student>[]>()).map(this.toStudent);
  }
}
