import type { Role } from '@counsel/kit';
import type { User } from '../domain/user.js';

export interface NewUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  passwordHash: string | null;
}

export interface UserQuery {
  q?: string;
  role?: Role;
  limit: number;
  offset: number;
}

/** Accounts as this service stores them (embedded mode keeps credentials here too). */
export interface UserStore {
  insert(user: NewUser): Promise<User>;
  byId(id: string): Promise<User | null>;
  byEmail(email: string): Promise<(User & { passwordHash: string | null }) | null>;
  list(query: UserQuery): Promise<{ items: User[]; total: number }>;
  setPasswordHash(id: string, hash: string): Promise<void>;
  recordLogin(id: string, at: string): Promise<void>;
  countByRole(role: Role): Promise<number>;
  /** Counselors who signed in since the given time. */
  countActive(role: Role, since: string): Promise<number>;
}
