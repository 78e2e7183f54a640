import type { Role } from '@counsel/kit';
import type { User } from '../domain/user.js';

export interface NewUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  passwordHash: string | null;
  /** Default true; an imported account starts false until its user sets a password. */
  activated?: boolean;
  importId?: string | null;
}

/** What a roster import may change on an existing account. */
export interface ImportedFields {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  enabled: boolean;
  importId: string;
}

export type ImportOutcome = 'created' | 'updated' | 'unchanged' | 'disabled' | 'refused';
/** Accounts one roster import created, updated… so far (its audit entry's counts). */
export type ImportTally = Record<ImportOutcome, number>;

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
  /** The realm's view of the account at a browser sign-in (issue 17); a taken email throws ConflictError. */
  updateProfile(id: string, fields: { email: string; firstName: string; lastName: string; role: Role }): Promise<void>;
  /** Applies a roster import's fields; a taken email throws ConflictError. */
  updateImported(id: string, fields: ImportedFields): Promise<void>;
  /**
   * Replaces the staff member's schools. For an account not created yet (the roster's events arrive on separate
   * consumers, in any order) they are kept and applied when `insert` creates it: then answers false.
   */
  setSchools(id: string, schoolIds: string[]): Promise<boolean>;
  /** Refuses the account sign-in (enabled false); false when there is no such account. */
  disable(id: string): Promise<boolean>;
  /** Whether the account has a password stored here (never the hash itself). */
  hasPassword(id: string): Promise<boolean>;
  /** Removes the account and any schools kept for it (issue 20); answers how many of each were removed. */
  erase(id: string): Promise<{ account: number; pendingSchools: number }>;
  /** The user has set a password or signed in. */
  markActivated(id: string): Promise<void>;
  /** Accounts whose last import was `importId`. */
  importedBy(importId: string): Promise<User[]>;
  /** Counts one account's outcome in an import and returns the import's counts so far. */
  tallyImport(importId: string, outcome: ImportOutcome): Promise<ImportTally>;
  /** An import's counts so far (all 0 for an import no account event has reached yet). */
  importTally(importId: string): Promise<ImportTally>;
}
