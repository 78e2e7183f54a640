import type { CatalogCourse } from '../domain/course.js';
import type { Plan, PlanComment, PlanHistoryEntry } from '../domain/plan.js';
import type { StudentRecord } from '../domain/student.js';
import type { PlanningStore } from '../ports/planning-store.js';

export interface RecordCourseView { courseName: string; level: string; mark: string | null; catalogCourseId: string | null }

/** A plan as its readers see it: the plan with its comments, its history and the record's coursework beside it. */
export interface PlanView extends Plan {
  comments: PlanComment[];
  history: PlanHistoryEntry[];
  recordCourses: RecordCourseView[];
}

/** The record's courses matched to the catalog by title (case and accents as written), so the student can place them. */
export function recordCourses(student: StudentRecord, catalog: readonly CatalogCourse[]): RecordCourseView[] {
  const byTitle = new Map(catalog.map((c) => [c.title.trim().toLocaleLowerCase(), c.id]));
  return student.courses.map((c) => ({ ...c, catalogCourseId: byTitle.get(c.courseName.trim().toLocaleLowerCase()) ?? null }));
}

export async function viewOf(store: PlanningStore, plan: Plan, student: StudentRecord, catalog: readonly CatalogCourse[]): Promise<PlanView> {
  const [comments, history] = await Promise.all([store.plans.comments(plan.studentId), store.plans.history(plan.studentId)]);
  return { ...plan, comments, history, recordCourses: recordCourses(student, catalog) };
}
