import type { AuditAction, AuditEntry } from '../domain/audit.js';

export interface AuditQuery {
  action?: AuditAction;
  actorId?: string;
  limit: number;
  offset: number;
}

export interface AuditLog {
  /** Writes the entry once per id (a repeat is ignored). */
  append(entry: AuditEntry): Promise<void>;
  /** Writes or replaces the entry with this id (an entry that keeps counting, as an import's). */
  put(entry: AuditEntry): Promise<void>;
  get(id: string): Promise<AuditEntry | null>;
  /**
   * Writes `next` only if the entry with its id is still `expected` (same action and detail), or still absent when
   * `expected` is null; false when another writer (another replica) changed it first. For entries several
   * consumers build together (a roster import's).
   */
  swap(expected: AuditEntry | null, next: AuditEntry): Promise<boolean>;
  list(query: AuditQuery): Promise<{ items: AuditEntry[]; total: number }>;
  /**
   * Entries about one person (issue 20): whose target or actor is one of `ids`, or whose target label is `email`
   * (entries written before an account existed name it by email). Oldest first.
   */
  involving(ids: readonly string[], email: string | null): Promise<AuditEntry[]>;
}
