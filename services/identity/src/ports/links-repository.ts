import type { StoredLink } from '../domain/set-password-link.js';

/** Set-password links by token hash. */
export interface SetPasswordLinkRepository {
  /** The user an unexpired link was issued to; null for an unknown, used or expired one. */
  holder(tokenHash: string, now: string): Promise<string | null>;
  /** When the user's unused links were issued and expire (an export of their record; never the hash). */
  forUser(userId: string): Promise<{ createdAt: string; expiresAt: string }[]>;
}

export interface SetPasswordLinkWrites {
  create(link: StoredLink): void;
  /**
   * Uses up a link: deletes it and every other link of its user in one step; refused (WriteRefused 'gone') when
   * `tokenHash` names no unexpired link (of two racing uses, one wins).
   */
  consume(tokenHash: string, now: string): void;
  /** Drops every link of a user (a disabled or erased account). */
  deleteForUser(userId: string): void;
  purgeExpired(now: string): void;
}
