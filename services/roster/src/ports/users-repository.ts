import type { RosterUser } from '../domain/roster-user.js';

/** The accounts the roster knows (from identity's events and from imports). */
export interface UserRepository {
  get(userId: string): Promise<RosterUser | null>;
  /** Every account, by id. */
  list(): Promise<RosterUser[]>;
}

export interface UserWrites {
  /** A new account, or an account's new state in full. */
  save(user: RosterUser): void;
}
