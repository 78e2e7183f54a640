import type { SqliteDatabase } from '@counsel/kit';
import type { AuditAction, AuditEntry } from '../../domain/audit.js';
import type { AuditQuery, AuditRepository, AuditWrites } from '../../ports/audit-repository.js';
import { WriteRefused } from '../../ports/identity-store.js';

interface Row {
  id: string; at: string; actor_id: string | null; actor_email: string | null; action: AuditAction;
  target_id: string | null; target_label: string | null; outcome: 'success' | 'failure'; detail: string | null;
}

const INSERT = `INTO audit_log (id, at, actor_id, actor_email, action, target_id, target_label, outcome, detail) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`;
const params = (e: AuditEntry) => [e.id, e.at, e.actorId, e.actorEmail, e.action, e.targetId, e.targetLabel, e.outcome, e.detail];

/** The staff audit log. Writes run inside the unit of work's transaction. */
export class SqliteAuditLog implements AuditRepository {
  readonly writes: AuditWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = {
      append: (e) => { db.prepare(`INSERT OR IGNORE ${INSERT}`).run(...params(e)); },
      put: (e) => { db.prepare(`INSERT OR REPLACE ${INSERT}`).run(...params(e)); },
      swap: (expected, e) => {
        const swapped = expected
          ? db.prepare(
            `UPDATE audit_log SET at = ?, actor_id = ?, actor_email = ?, action = ?, target_id = ?, target_label = ?, outcome = ?, detail = ?
             WHERE id = ? AND action = ? AND detail IS ?`,
          ).run(e.at, e.actorId, e.actorEmail, e.action, e.targetId, e.targetLabel, e.outcome, e.detail, e.id, expected.action, expected.detail).changes === 1
          : db.prepare(`INSERT OR IGNORE ${INSERT}`).run(...params(e)).changes === 1;
        if (!swapped) throw new WriteRefused('changed');
      },
    };
  }

  async get(id: string) {
    const r = this.db.prepare('SELECT * FROM audit_log WHERE id = ?').get(id) as Row | undefined;
    return r ? entryOf(r) : null;
  }

  async involving(ids: readonly string[], email: string | null) {
    const marks = ids.map(() => '?').join(', ') || 'NULL';
    const rows = this.db.prepare(
      `SELECT * FROM audit_log WHERE target_id IN (${marks}) OR actor_id IN (${marks}) OR (? IS NOT NULL AND lower(target_label) = lower(?)) ORDER BY at, id`,
    ).all(...ids, ...ids, email, email) as Row[];
    return rows.map(entryOf);
  }

  async list(q: AuditQuery) {
    const where: string[] = [];
    const args: unknown[] = [];
    if (q.action) { where.push('action = ?'); args.push(q.action); }
    if (q.actorId) { where.push('actor_id = ?'); args.push(q.actorId); }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const total = (this.db.prepare(`SELECT count(*) AS n FROM audit_log ${clause}`).get(...args) as { n: number }).n;
    const rows = this.db.prepare(`SELECT * FROM audit_log ${clause} ORDER BY at DESC, id LIMIT ? OFFSET ?`).all(...args, q.limit, q.offset) as Row[];
    return {
      total,
      items: rows.map(entryOf),
    };
  }
}

function entryOf(r: Row): AuditEntry {
  return {
    id: r.id, at: r.at, actorId: r.actor_id, actorEmail: r.actor_email, action: r.action,
    targetId: r.target_id, targetLabel: r.target_label, outcome: r.outcome, detail: r.detail,
  };
}
