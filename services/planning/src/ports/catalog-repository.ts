import type { CatalogCourse } from '../domain/course.js';
import type { CourseImport } from '../domain/course-import.js';

/** A school's course catalog and the imports that filled it. */
export interface CatalogRepository {
  course(id: string): Promise<CatalogCourse | null>;
  courseByCode(schoolId: string, code: string): Promise<CatalogCourse | null>;
  courses(schoolId: string): Promise<CatalogCourse[]>;
  coursePage(schoolId: string, q: string | null, first: number, offset: number): Promise<{ items: CatalogCourse[]; total: number }>;
  courseImport(id: string): Promise<CourseImport | null>;
}

export interface CatalogWrites {
  saveCourse(c: CatalogCourse): void;
  deleteCourse(id: string): void;
  saveImport(i: CourseImport): void;
}
