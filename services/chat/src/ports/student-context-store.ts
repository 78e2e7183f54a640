import type { AcademicPlan } from '../domain/academic-plan.js';
import type { CollegeListEntry } from '../domain/college-list.js';
import type { StudentContext, StudentPreferences, StudentProfileData } from '../domain/student-context.js';

/** Chat's own read model of student context, kept up to date from students' and documents' events. */
export interface StudentContextStore {
  /**
   * Applies a profile, with the student's school (null or absent: the default school), only when it is newer
   * than the one held (events may arrive late or twice).
   */
  upsertProfile(studentId: string, userId: string, profile: StudentProfileData, at: string, schoolId?: string | null): Promise<void>;
  savePreferences(studentId: string, preferences: StudentPreferences, at: string): Promise<void>;
  /**
   * Replaces the student's college list with the given one (the event carries the whole list; empty: no list),
   * unless a list newer than `at` is held. A list may come before the profile: it is kept until the profile comes.
   */
  saveCollegeList(studentId: string, applications: CollegeListEntry[], at: string): Promise<void>;
  /** Replaces the student's plan status unless a newer one is held; like the list, it may come before the profile. */
  saveAcademicPlan(studentId: string, plan: AcademicPlan, at: string): Promise<void>;
  addDocument(studentId: string, doc: { documentId: string; fileName: string; fileType: string }, at: string): Promise<void>;
  removeDocument(studentId: string, documentId: string, at: string): Promise<void>;
  get(studentId: string): Promise<StudentContext | null>;
}
