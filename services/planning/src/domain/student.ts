/** A course the students service's profile lists (the record's coursework), as its events carry it. */
export interface RecordCourse { courseName: string; level: string; mark: string | null }

/** The student as planning keeps them from the students service's profile events. */
export interface StudentRecord {
  studentId: string;
  userId: string;
  schoolId: string;
  counselorUserId: string | null;
  firstName: string | null;
  lastName: string | null;
  /** 9–12, null when the profile has none. */
  grade: number | null;
  status: string;
  courses: RecordCourse[];
}

export const studentName = (s: Pick<StudentRecord, 'firstName' | 'lastName' | 'studentId'>): string =>
  [s.firstName, s.lastName].filter(Boolean).join(' ').trim() || s.studentId;
