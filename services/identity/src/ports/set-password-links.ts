import type { StoredLink } from '../domain/set-password-link.js';

/** Set-password links by token hash. */
export interface SetPasswordLinkStore {
  create(link: StoredLink): Promise<void>;
  /**
   * Uses up a link: when `tokenHash` names an unexpired link, deletes it and every other link of its user, in one
   * step (two racing uses: one wins), and returns the user's id; else null.
   */
  consume(tokenHash: string, now: string): Promise<string | null>;
  /** Drops every link of a user (a disabled account); answers how many there were. */
  deleteForUser(userId: string): Promise<number>;
  /** When the user's unused links were issued and expire (an export of their record, issue 20; never the hash). */
  forUser(userId: string): Promise<{ createdAt: string; expiresAt: string }[]>;
  purgeExpired(now: string): Promise<number>;
}
