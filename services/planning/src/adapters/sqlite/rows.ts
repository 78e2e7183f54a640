import type { CatalogCourse, CourseLevel } from '../../domain/course.js';
import type { StudentRecord } from '../../domain/student.js';

export interface CourseRow {
  id: string; school_id: string; code: string; title: string; subject_area: string; credits: number;
  grade_levels_json: string; level: string; prerequisites_json: string; entrance_areas_json: string; updated_at: string;
}

export const toCourse = (r: CourseRow): CatalogCourse => ({
  id: r.id, schoolId: r.school_id, code: r.code, title: r.title, subjectArea: r.subject_area, credits: r.credits,
  gradeLevels: JSON.parse(r.grade_levels_json) as number[], level: r.level as CourseLevel,
  prerequisites: JSON.parse(r.prerequisites_json) as string[], entranceAreas: JSON.parse(r.entrance_areas_json) as string[], updatedAt: r.updated_at,
});

export const courseParams = (c: CatalogCourse) => [
  c.id, c.schoolId, c.code, c.title, c.subjectArea, c.credits, JSON.stringify(c.gradeLevels), c.level,
  JSON.stringify(c.prerequisites), JSON.stringify(c.entranceAreas), c.updatedAt,
];

export interface StudentRow {
  student_id: string; user_id: string; school_id: string; counselor_user_id: string | null; first_name: string | null;
  last_name: string | null; grade: number | null; status: string; courses_json: string;
}

export const toStudent = (r: StudentRow): StudentRecord => ({
  studentId: r.student_id, userId: r.user_id, schoolId: r.school_id, counselorUserId: r.counselor_user_id, firstName: r.first_name,
  lastName: r.last_name, grade: r.grade, status: r.status, courses: JSON.parse(r.courses_json) as StudentRecord['courses'],
});

export const studentParams = (s: StudentRecord) => [
  s.studentId, s.userId, s.schoolId, s.counselorUserId, s.firstName, s.lastName, s.grade, s.status, JSON.stringify(s.courses),
];
