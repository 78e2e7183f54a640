import type { AuditAction, AuditEntry } from '../domain/audit.js';

export interface AuditQuery {
  action?: AuditAction;
  actorId?: string;
  limit: number;
  offset: number;
}

/** The staff audit log. */
export interface AuditRepository {
  get(id: string): Promise<AuditEntry | null>;
  list(query: AuditQuery): Promise<{ items: AuditEntry[]; total: number }>;
  /**
   * Entries about one person: whose target or actor is one of `ids`, or whose target label is `email`
   * (entries written before an account existed name it by email). Oldest first.
   */
  involving(ids: readonly string[], email: string | null): Promise<AuditEntry[]>;
}

export interface AuditWrites {
  /** Writes the entry once per id (a repeat is ignored). */
  append(entry: AuditEntry): void;
  /** Writes or replaces the entry with this id (an entry made anonymous). */
  put(entry: AuditEntry): void;
  /**
   * Writes `next` only if the entry with its id is still `expected` (same action and detail), or still absent when
   * `expected` is null; else refused (WriteRefused 'changed': another writer, on another replica, came first).
   * For entries several consumers build together (a roster import's).
   */
  swap(expected: AuditEntry | null, next: AuditEntry): void;
}
