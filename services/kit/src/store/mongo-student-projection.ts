// Types only, as the Mongo outbox: the models are the service's own, so this file loads no driver.
import type { ClientSession } from 'mongoose';

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

/**
 * The part of a students read model that services fed by the same student and application-list events share:
 * a student kept whole by id, the time of the application list taken in last (an older list is ignored), and
 * the erasure of all three. A service extends it with its own application rows and queries.
 */
export abstract class MongoStudentProjection<Doc extends { _id: string }, Student> {
  protected constructor(private readonly projection: StudentProjectionModels<Doc>, private readonly toStudent: (d: Doc) => Student) {}

  /** Replaces the student's document (inside a unit of work). */
  protected async saveStudent(doc: Doc, session: ClientSession | undefined) {
    await this.projection.students.replaceOne({ _id: doc._id }, doc, { upsert: true, session });
  }

  /** Whether this list is newer than the one held (and, if so, notes its time). */
  protected async newerList(l: { studentId: string; updatedAt: string }, session: ClientSession | undefined): Promise<boolean> {
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
    const d = await this.projection.students.findById(studentId).lean<Doc | null>();
    return d ? this.toStudent(d) : null;
  }

  async many(studentIds: readonly string[]): Promise<Student[]> {
    if (studentIds.length === 0) return [];
    return (await this.projection.students.find({ _id: { $in: [...studentIds] } }).lean<Doc[]>()).map(this.toStudent);
  }
}
