import type { Connection } from 'mongoose';
import { MongoErasures, MongoOutbox } from '@counsel/kit';
import type { ApplicationFact, Figure } from '../../domain/contributions.js';

/** _id: the student id; `v` changes with every write about the student, so two at once conflict (and one retries). */
export interface StudentDoc { _id: string; userId: string; schoolId: string; classYear: number | null; counselorUserId: string | null; status: string; v?: number }
/** _id: the student id: their list as colleges last announced it. */
export interface ListDoc { _id: string; applications: ApplicationFact[] }
/** _id: the task and the student (one assignment). */
export interface TaskDoc { _id: string; taskId: string; studentId: string; dueDate: string; done: boolean }
interface LetterDoc { _id: string; studentId: string; state: string }
export interface PlanDoc { _id: string; track: string }
interface MeetingDoc { _id: string; studentId: string; counselorUserId: string; cancelled: boolean }
/** _id: the sign-in event's id (a redelivery is the same document). */
interface SignInDoc { _id: string; userId: string; week: string; isStudent: boolean }
/** _id: the count's key (figure, school, class, k1, k2) as JSON. */
interface CountDoc { _id: string; figure: Figure; schoolId: string; classYear: number; k1: string; k2: string; n: number }
export interface NameDoc { _id: string; name: string }
interface FreshnessDoc { _id: string; at: string }

/** The read model's collections in the service's own database, with the kit's outbox and erasure ledger. */
export function reportingModels(conn: Connection) {
  const { Schema } = conn.base;
  const opts = { versionKey: false } as const;
  const students = new Schema<StudentDoc>({ _id: String, userId: String, schoolId: String, classYear: Number, counselorUserId: String, status: String, v: Number }, opts);
  students.index({ userId: 1 });
  const lists = new Schema<ListDoc>({ _id: String, applications: [{ _id: false, applicationId: String, collegeId: String, collegeName: String, status: String, deadline: String }] }, opts);
  const tasks = new Schema<TaskDoc>({ _id: String, taskId: String, studentId: String, dueDate: String, done: Boolean }, opts);
  tasks.index({ taskId: 1 });
  tasks.index({ studentId: 1 });
  const letters = new Schema<LetterDoc>({ _id: String, studentId: String, state: String }, opts);
  letters.index({ studentId: 1 });
  const plans = new Schema<PlanDoc>({ _id: String, track: String }, opts);
  const meetings = new Schema<MeetingDoc>({ _id: String, studentId: String, counselorUserId: String, cancelled: Boolean }, opts);
  meetings.index({ studentId: 1 });
  const signIns = new Schema<SignInDoc>({ _id: String, userId: String, week: String, isStudent: Boolean }, opts);
  signIns.index({ userId: 1 });
  const counts = new Schema<CountDoc>({ _id: String, figure: String, schoolId: String, classYear: Number, k1: String, k2: String, n: Number }, opts);
  // A report reads one slice: a figure, a class (or every class), the district's or some schools' counts.
  counts.index({ figure: 1, classYear: 1, schoolId: 1 });
  const names = new Schema<NameDoc>({ _id: String, name: String }, opts);
  const freshness = new Schema<FreshnessDoc>({ _id: String, at: String }, opts);
  const outbox = new MongoOutbox(conn);
  return {
    students: conn.model<StudentDoc>('ReportingStudent', students, 'students'),
    lists: conn.model<ListDoc>('ReportingList', lists, 'lists'),
    tasks: conn.model<TaskDoc>('ReportingTask', tasks, 'tasks'),
    letters: conn.model<LetterDoc>('ReportingLetter', letters, 'letters'),
    plans: conn.model<PlanDoc>('ReportingPlan', plans, 'plans'),
    meetings: conn.model<MeetingDoc>('ReportingMeeting', meetings, 'meetings'),
    signIns: conn.model<SignInDoc>('ReportingSignIn', signIns, 'signins'),
    counts: conn.model<CountDoc>('ReportingCount', counts, 'counts'),
    people: conn.model<NameDoc>('ReportingPerson', names, 'people'),
    schools: conn.model<NameDoc>('ReportingSchool', names.clone(), 'schools'),
    freshness: conn.model<FreshnessDoc>('ReportingFreshness', freshness, 'freshness'),
    outbox,
    erasures: new MongoErasures(conn, outbox),
  };
}
export type ReportingModels = ReturnType<typeof reportingModels>;
