import type { Role } from '@counsel/kit';
import type { Language } from '../domain/language.js';
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
  /** Default 'en'. */
  language?: Language;
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

export interface UserQuery {
  q?: string;
  role?: Role;
  limit: number;
  offset: number;
}

/**
 * Accounts as this service stores them, with their credentials in embedded mode (the password hash lives on the
 * account: created, replaced and erased with it) and the schools kept for an account the roster named before it
 * existed.
 */
export interface UserRepository {
  byId(id: string): Promise<User | null>;
  byEmail(email: string): Promise<(User & { passwordHash: string | null }) | null>;
  list(query: UserQuery): Promise<{ items: User[]; total: number }>;
  countByRole(role: Role): Promise<number>;
  /** Counselors who signed in since the given time. */
  countActive(role: Role, since: string): Promise<number>;
  /** Whether the account has a password stored here (never the hash itself). */
  hasPassword(id: string): Promise<boolean>;
  /** Accounts whose last import was `importId`. */
  importedBy(importId: string): Promise<User[]>;
  /** Schools kept for an account not created yet (see UserWrites.setSchools); null when none are kept. */
  keptSchools(id: string): Promise<string[] | null>;
}

/** An account's writes inside a unit of work. A taken email refuses the unit with ConflictError. */
export interface UserWrites {
  /** Creates the account, with any schools kept for it; a taken email (or id) is refused. */
  create(user: NewUser, createdAt: string): void;
  setPasswordHash(id: string, hash: string): void;
  /** Signing in (single sign-on included) also proves the account is in use: it is activated. */
  recordLogin(id: string, at: string): void;
  /** The user has set a password. */
  markActivated(id: string): void;
  /** The realm's view of the account at a browser sign-in; a taken email is refused. */
  updateProfile(id: string, fields: { email: string; firstName: string; lastName: string; role: Role }): void;
  /** Applies a roster import's fields; a taken email is refused. */
  updateImported(id: string, fields: ImportedFields): void;
  /**
   * Replaces the staff member's schools. For an account not created yet (the roster's events arrive on separate
   * consumers, in any order) they are kept and applied when `create` creates it.
   */
  setSchools(id: string, schoolIds: string[]): void;
  /** The user's own choice of language (null: follow the browser). */
  setLanguage(id: string, language: Language | null): void;
  /** Refuses the account sign-in (enabled false); refused (WriteRefused 'gone') when there is no such account. */
  disable(id: string): void;
  /** Removes the account and any schools kept for it (nothing there: nothing to do). */
  erase(id: string): void;
}
