import type { StaffAccount } from '../domain/teacher.js';

/** Staff accounts (teachers among them) from identity's and the roster's events. */
export interface AccountRepository {
  get(userId: string): Promise<StaffAccount | null>;
  many(userIds: readonly string[]): Promise<StaffAccount[]>;
  /** Active teachers of a school, by last then first name. */
  teachersOf(schoolId: string): Promise<StaffAccount[]>;
}

export interface AccountWrites {
  save(account: StaffAccount): void;
}
