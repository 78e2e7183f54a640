/** Who owns a student profile and the school it is in (null: the default school), from students' events. */
export interface StudentOwner { userId: string; schoolId: string | null }

export interface OwnerRepository {
  get(studentId: string): Promise<StudentOwner | null>;
}

export interface OwnerWrites {
  /** Sets (or moves) the profile's owner and school. */
  set(studentId: string, owner: StudentOwner): void;
}
