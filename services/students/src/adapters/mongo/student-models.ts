import { Schema, type Connection, type Model } from 'mongoose';
import type { MongoOutbox } from '@counsel/kit';
import type { Activity, CollegePreferences, Course, StudentProfile } from '../../domain/student.js';

/** A student as one document: the profile, its lists and its preferences live together. */
export interface StudentDoc extends Omit<StudentProfile, 'id'> {
  _id: string;
  /** Lower-case name and email, matched by search. */
  search: string;
  sortName: string;
  /** Grade as a number, so that 9 sorts before 10. */
  gradeNum: number | null;
  courses: Course[];
  activities: Activity[];
  preferences: Omit<CollegePreferences, 'studentId'> | null;
  /** Whether the roster was told of the student (see StudentStore.unannounced); absent on documents from before. */
  rosterAnnounced?: boolean;
  /** When the college list counted in collegeListCount was changed (a late or repeated event is not applied). */
  collegeListAt?: string | null;
  /** targetColleges as shown: collegeListCount ?? targetColleges, kept on every write so lists sort and count by it. */
  shownTargetColleges?: number;
}

/** A student's college list as its last event had it; kept apart so a list that comes before the student is not lost. */
export interface CollegeListDoc { _id: string; count: number | null; at: string }

const nullableString = { type: String, default: null };
const nullableNumber = { type: Number, default: null };

const courseSchema = new Schema<Course>({ courseName: { type: String, required: true }, level: { type: String, required: true }, grade: nullableString }, { _id: false });
const activitySchema = new Schema<Activity>({ name: { type: String, required: true }, role: nullableString, years: nullableNumber, hoursPerWeek: nullableNumber }, { _id: false });
const preferencesSchema = new Schema({
  overallFeeling: nullableString, concerns: nullableString, collegeSearchStarted: nullableString,
  collegeSizePreferences: { type: [String], default: [] }, locationPreferences: { type: [String], default: [] },
  academicsExtracurricularsPreferences: { type: [String], default: [] }, updatedAt: { type: String, required: true },
}, { _id: false });

const studentSchema = new Schema<StudentDoc>({
  _id: { type: String, required: true },
  userId: { type: String, required: true },
  firstName: nullableString, lastName: nullableString, email: nullableString,
  dateOfBirth: nullableString, siblings: nullableString,
  gpa: nullableNumber, satScore: nullableNumber, actScore: nullableNumber,
  classRank: nullableString, grade: nullableString,
  highSchoolName: nullableString, highSchoolLocation: nullableString, apIbHonors: nullableString,
  activitiesOutsideSchool: nullableString, clubs: nullableString, internshipsVolunteer: nullableString, leadership: nullableString,
  targetColleges: { type: Number, required: true, default: 0 },
  schoolId: nullableString, counselorId: nullableString, sourcedId: nullableString, rosterOnly: { type: Boolean, default: false },
  status: { type: String, required: true, default: 'active', enum: ['active', 'alumni', 'inactive'] },
  search: { type: String, required: true },
  sortName: { type: String, required: true },
  gradeNum: nullableNumber,
  courses: { type: [courseSchema], default: [] },
  activities: { type: [activitySchema], default: [] },
  preferences: { type: preferencesSchema, default: null },
  rosterAnnounced: { type: Boolean },
  collegeListCount: nullableNumber,
  collegeListAt: nullableString,
  shownTargetColleges: { type: Number },
  createdAt: { type: String, required: true },
  updatedAt: { type: String, required: true },
}, { versionKey: false, collection: 'students', strict: 'throw' });

studentSchema.index({ userId: 1 }, { unique: true });
studentSchema.index({ sortName: 1, _id: 1 });
studentSchema.index({ gpa: 1, sortName: 1 });
studentSchema.index({ gradeNum: 1, sortName: 1 });
studentSchema.index({ shownTargetColleges: 1, sortName: 1 });
studentSchema.index({ updatedAt: -1 });
// The lists a counselor opens: their caseload, their schools' students, everyone active; each by name.
studentSchema.index({ counselorId: 1, status: 1, sortName: 1, _id: 1 });
studentSchema.index({ schoolId: 1, status: 1, sortName: 1, _id: 1 });
studentSchema.index({ status: 1, sortName: 1, _id: 1 });
// The start-up backfill's query (rosterAnnounced not true): only the few documents still to announce.
studentSchema.index({ rosterAnnounced: 1, _id: 1 });
// Substring search walks this index's keys instead of the documents.
studentSchema.index({ search: 1 });

export function studentModel(conn: Connection): Model<StudentDoc> {
  return conn.models.Student as Model<StudentDoc> | undefined ?? conn.model<StudentDoc>('Student', studentSchema);
}

const collegeListSchema = new Schema<CollegeListDoc>({ _id: { type: String, required: true }, count: nullableNumber, at: { type: String, required: true } }, { versionKey: false, collection: 'college_lists' });

export function collegeListModel(conn: Connection): Model<CollegeListDoc> {
  return conn.models.CollegeList as Model<CollegeListDoc> | undefined ?? conn.model<CollegeListDoc>('CollegeList', collegeListSchema);
}

/** A one-time publication's mark (see BackfillRepository): the last record id its batches covered, when it finished. */
export interface BackfillDoc { _id: string; after: string | null; doneAt: string | null }

const backfillSchema = new Schema<BackfillDoc>({ _id: { type: String, required: true }, after: nullableString, doneAt: nullableString }, { versionKey: false, collection: 'backfills' });

export function backfillModel(conn: Connection): Model<BackfillDoc> {
  return conn.models.StudentsBackfill as Model<BackfillDoc> | undefined ?? conn.model<BackfillDoc>('StudentsBackfill', backfillSchema);
}

/** The service's collections, as the store's repositories share them. */
export interface StudentModels {
  students: Model<StudentDoc>;
  lists: Model<CollegeListDoc>;
  backfills: Model<BackfillDoc>;
  outbox: MongoOutbox;
}
