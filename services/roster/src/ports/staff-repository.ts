/** Which schools each staff member is assigned to. */
export interface StaffRepository {
  /** The member's schools, by id. */
  schoolsOf(userId: string): Promise<string[]>;
  /** Staff assigned to a school, by user id. */
  of(schoolId: string): Promise<string[]>;
  /** Every assignment, by user id (for the import planner). */
  all(): Promise<{ userId: string; schoolIds: string[] }[]>;
}

export interface StaffWrites {
  /** The member's schools, in full (none takes them out of every school). */
  assign(userId: string, schoolIds: readonly string[]): void;
}
