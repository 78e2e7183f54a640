/** The college list's length as the colleges service's last event had it (a mirror; colleges owns the list). */
export interface CollegeListMirror {
  count: number | null;
  updatedAt: string;
}

/** The mirrors of the students' college lists, kept from the colleges service's events. */
export interface CollegeListRepository {
  /** The mirror kept for the student (also one kept before the record existed); null when none. */
  mirror(studentId: string): Promise<CollegeListMirror | null>;
}

export interface CollegeListWrites {
  /**
   * Records the length of the student's college list (null: no list, or an emptied one), unless a list newer than
   * `at` is already recorded (events may arrive late or twice). A list for a student not stored yet is kept and
   * shown once the record is inserted. The record shows the length: lists sort (COLLEGES_*) and
   * countWithTargetColleges counts by it.
   */
  record(studentId: string, count: number | null, at: string): void;
}
