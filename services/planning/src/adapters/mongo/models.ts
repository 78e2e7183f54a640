import { Schema, type Connection } from 'mongoose';
import { MongoErasures, MongoOutbox } from '@counsel/kit';
import type { CatalogCourse } from '../../domain/course.js';
import type { CourseImport } from '../../domain/course-import.js';
import type { Plan, PlanComment, PlanHistoryEntry, PlanStatus, Track } from '../../domain/plan.js';
import type { RequirementSet } from '../../domain/requirement-set.js';
import type { StudentRecord } from '../../domain/student.js';

/** _id: the student id. */
export type StudentDoc = Omit<StudentRecord, 'studentId'> & { _id: string };
/** _id: the course id; (schoolId, code) is unique. */
export type CourseDoc = Omit<CatalogCourse, 'id'> & { _id: string };
export interface ImportDoc { _id: string; schoolId: string; body: CourseImport }
/** schoolId '' for a set of no school (the built-in ones). */
export interface SetDoc { _id: string; schoolId: string; body: RequirementSet }
/**
 * _id: the student id. What the staff's lists read sits beside the plan's body: school, counselor, name (and its
 * lower-case key, the list's order), the status and the checks' status, worst and per set.
 */
export interface PlanDoc {
  _id: string;
  schoolId: string;
  counselorUserId: string | null;
  studentName: string;
  nameKey: string;
  grade: number | null;
  status: PlanStatus;
  track: Track;
  tracks: { setId: string; setName: string; status: Track }[];
  body: Omit<Plan, 'checks' | 'problems'>;
  updatedAt: string;
}
/** _id: the comment id. */
export type CommentDoc = Omit<PlanComment, 'id'> & { _id: string; studentId: string };
/** _id: an ObjectId (in insertion order within a process; `at` orders across replicas). */
export type HistoryDoc = PlanHistoryEntry & { studentId: string };

// Documents are written whole by the store; the schemas name the fields and the indexes, nothing more.
const loose = { versionKey: false, strict: false } as const;
const studentSchema = new Schema<StudentDoc>({ _id: String, userId: String, schoolId: String }, loose);
studentSchema.index({ userId: 1 });
studentSchema.index({ schoolId: 1 });
const courseSchema = new Schema<CourseDoc>({ _id: String, schoolId: String, code: String, title: String, subjectArea: String }, loose);
courseSchema.index({ schoolId: 1, code: 1 }, { unique: true });
courseSchema.index({ schoolId: 1, subjectArea: 1, code: 1 });
const importSchema = new Schema<ImportDoc>({ _id: String, schoolId: String }, loose);
const setSchema = new Schema<SetDoc>({ _id: String, schoolId: String }, loose);
setSchema.index({ schoolId: 1, _id: 1 });
const planSchema = new Schema<PlanDoc>({
  _id: String, schoolId: String, counselorUserId: String, nameKey: String, status: String, track: String,
}, loose);
// The list's filters then its order: a caseload's (or a school's) off-track page reads those plans only.
planSchema.index({ counselorUserId: 1, track: 1, nameKey: 1, _id: 1 });
planSchema.index({ counselorUserId: 1, status: 1, nameKey: 1, _id: 1 });
planSchema.index({ schoolId: 1, track: 1, nameKey: 1, _id: 1 });
planSchema.index({ schoolId: 1, status: 1, nameKey: 1, _id: 1 });
planSchema.index({ schoolId: 1, nameKey: 1, _id: 1 });
planSchema.index({ nameKey: 1, _id: 1 });
const commentSchema = new Schema<CommentDoc>({ _id: String, studentId: String, createdAt: String }, loose);
commentSchema.index({ studentId: 1, createdAt: 1, _id: 1 });
const historySchema = new Schema<HistoryDoc>({ studentId: String, at: String }, loose);
historySchema.index({ studentId: 1, at: 1, _id: 1 });

export function planningModels(conn: Connection) {
  const outbox = new MongoOutbox(conn);
  return {
    students: conn.model<StudentDoc>('PlanningStudent', studentSchema, 'students'),
    courses: conn.model<CourseDoc>('PlanningCourse', courseSchema, 'courses'),
    imports: conn.model<ImportDoc>('PlanningCourseImport', importSchema, 'course_imports'),
    sets: conn.model<SetDoc>('PlanningRequirementSet', setSchema, 'requirement_sets'),
    plans: conn.model<PlanDoc>('PlanningPlan', planSchema, 'plans'),
    comments: conn.model<CommentDoc>('PlanningComment', commentSchema, 'plan_comments'),
    history: conn.model<HistoryDoc>('PlanningHistory', historySchema, 'plan_history'),
    outbox,
    erasures: new MongoErasures(conn, outbox),
  };
}
export type PlanningModels = ReturnType<typeof planningModels>;
