import type { AuditAction, AuditEntry } from '../domain/audit.js';

export interface AuditQuery {
  action?: AuditAction;
  actorId?: string;
  limit: number;
  offset: number;
}

export interface AuditLog {
  append(entry: AuditEntry): Promise<void>;
  list(query: AuditQuery): Promise<{ items: AuditEntry[]; total: number }>;
}
