import type { EventEnvelope } from '@counsel/proto-events';
import type Database from 'better-sqlite3';
import { openSqlite, type SqliteDatabase } from '../store/sqlite.js';

/** One row of the event log, as stored (`data` is the payload's JSON text). */
export interface StoredEvent {
  seq: number;
  id: string;
  subject: string;
  time: string;
  data: string;
  /** The publisher's W3C traceparent, so the delivery continues its trace; null for events without one. */
  traceparent: string | null;
}

/** Where a durable stands: everything up to ackedSeq is handled; done holds later seqs already handled. */
export interface CursorState {
  ackedSeq: number;
  done: Set<number>;
  attempts: Map<number, number>;
}

export interface DeadLetterRecord {
  env: EventEnvelope;
  reason: string;
  deliveries: number;
}

const migrations = [
  `CREATE TABLE events (
     seq INTEGER PRIMARY KEY AUTOINCREMENT,
     id TEXT NOT NULL UNIQUE,
     subject TEXT NOT NULL,
     time TEXT NOT NULL,
     data TEXT NOT NULL
   );
   CREATE INDEX events_by_subject ON events (subject, seq);
   CREATE TABLE cursors (
     durable TEXT NOT NULL,
     subject TEXT NOT NULL,
     acked_seq INTEGER NOT NULL,
     seen_at INTEGER NOT NULL,
     PRIMARY KEY (durable, subject)
   );
   CREATE INDEX cursors_by_subject ON cursors (subject, acked_seq);
   CREATE TABLE deliveries (
     durable TEXT NOT NULL,
     subject TEXT NOT NULL,
     seq INTEGER NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     done INTEGER NOT NULL DEFAULT 0,
     PRIMARY KEY (durable, subject, seq),
     FOREIGN KEY (durable, subject) REFERENCES cursors (durable, subject) ON DELETE CASCADE
   ) WITHOUT ROWID;
   CREATE TABLE dead_letters (
     seq INTEGER PRIMARY KEY AUTOINCREMENT,
     durable TEXT NOT NULL,
     subject TEXT NOT NULL,
     event_seq INTEGER NOT NULL,
     envelope TEXT NOT NULL,
     reason TEXT NOT NULL,
     deliveries INTEGER NOT NULL,
     time TEXT NOT NULL,
     UNIQUE (durable, subject, event_seq)
   );`,
  `ALTER TABLE events ADD COLUMN traceparent TEXT;`,
];

interface Batch {
  ops: (() => void)[];
  committed: Promise<void>;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * The SQLite side of DurableLocalBus (`DATA_DIR/bus.sqlite`): an append-only event log, one cursor per
 * durable and subject, per-event delivery counts and "done" markers, and the dead letters. Every change is
 * in a transaction, so a crash leaves either the old state or the new one. Delivery bookkeeping (attempts,
 * acks) is batched: one transaction per event-loop turn instead of one per event.
 */
export class DurableLog {
  private readonly statements = new Map<string, Database.Statement>();
  private batch: Batch | null = null;

  private constructor(private readonly db: SqliteDatabase) {}

  static open(dataDir: string): DurableLog {
    return new DurableLog(openSqlite(dataDir, 'bus', migrations));
  }

  /**
   * Appends an event and returns the log's last seq. An id already in the log is dropped, as JetStream drops a
   * repeated msgID: an outbox publishes again what it could not mark as sent, and that must neither fail (the
   * relay would retry it forever) nor deliver the event twice.
   */
  append(env: EventEnvelope, traceparent?: string): number {
    const r = this.sql('INSERT INTO events (id, subject, time, data, traceparent) VALUES (?, ?, ?, ?, ?) ON CONFLICT(id) DO NOTHING')
      .run(env.id, env.subject, env.time, JSON.stringify(env.data), traceparent ?? null);
    return r.changes ? Number(r.lastInsertRowid) : this.lastSeq();
  }

  /**
   * append, stored with the pending batch (one transaction per turn of the event loop, shared with the delivery
   * bookkeeping): resolves with the event's seq once it is committed.
   */
  async appendSoon(env: EventEnvelope, traceparent?: string): Promise<number> {
    let seq = 0;
    await this.later(() => {
      seq = this.append(env, traceparent);
    });
    return seq;
  }

  /** Appends a batch in order in one transaction (all of it or, on a throw, none); returns the last seq. */
  appendBatch(envs: readonly EventEnvelope[], traceparentOf: (env: EventEnvelope) => string | undefined): number {
    return this.db.transaction(() => {
      for (const env of envs) this.append(env, traceparentOf(env));
      return this.lastSeq();
    })();
  }

  /** The events of `subject` after `afterSeq`, oldest first. */
  readAfter(subject: string, afterSeq: number, limit: number): StoredEvent[] {
    return this.sql('SELECT seq, id, subject, time, data, traceparent FROM events WHERE subject = ? AND seq > ? ORDER BY seq LIMIT ?')
      .all(subject, afterSeq, limit) as StoredEvent[];
  }

  /** How many events of `subject` the log holds after `afterSeq` (a range count on the subject index). */
  countAfter(subject: string, afterSeq: number): number {
    return (this.sql('SELECT COUNT(*) AS n FROM events WHERE subject = ? AND seq > ?').get(subject, afterSeq) as { n: number }).n;
  }

  /** The highest seq ever given out (deleted events included), 0 for an empty log. */
  lastSeq(): number {
    const row = this.sql("SELECT seq FROM sqlite_sequence WHERE name = 'events'").get() as { seq: number } | undefined;
    return row?.seq ?? 0;
  }

  /** Loads a durable's position, creating it (at 0, or at the end of the log for 'new') when it has none. */
  openCursor(durable: string, subject: string, from: 'all' | 'new', now: number): CursorState {
    return this.db.transaction(() => {
      const start = from === 'new' ? this.lastSeq() : 0;
      this.sql('INSERT INTO cursors (durable, subject, acked_seq, seen_at) VALUES (?, ?, ?, ?) ON CONFLICT DO UPDATE SET seen_at = excluded.seen_at')
        .run(durable, subject, start, now);
      const { acked_seq } = this.sql('SELECT acked_seq FROM cursors WHERE durable = ? AND subject = ?').get(durable, subject) as { acked_seq: number };
      const rows = this.sql('SELECT seq, attempts, done FROM deliveries WHERE durable = ? AND subject = ? AND seq > ?')
        .all(durable, subject, acked_seq) as { seq: number; attempts: number; done: number }[];
      const state: CursorState = { ackedSeq: acked_seq, done: new Set(), attempts: new Map() };
      for (const r of rows) {
        if (r.done) state.done.add(r.seq);
        else state.attempts.set(r.seq, r.attempts);
      }
      return state;
    })();
  }

  /** Counts a delivery; resolves once it is stored, so the handler runs only then (a crash still uses one up). */
  recordAttempt(durable: string, subject: string, seq: number, attempts: number): Promise<void> {
    return this.later(() => this.sql('INSERT INTO deliveries (durable, subject, seq, attempts) VALUES (?, ?, ?, ?) ON CONFLICT DO UPDATE SET attempts = excluded.attempts')
      .run(durable, subject, seq, attempts));
  }

  /**
   * Marks `seq` handled (or dead-lettered, with `dead`) and moves the cursor to `ackedSeq`: the end of the
   * contiguous prefix of handled events. A seq beyond it keeps a done marker until the cursor passes it.
   * Stored with the next batch: a crash before that means a redelivery, never a lost event.
   */
  finish(durable: string, subject: string, seq: number, ackedSeq: number, now: number, dead?: DeadLetterRecord): Promise<void> {
    return this.later(() => {
      if (dead) {
        this.sql('INSERT OR IGNORE INTO dead_letters (durable, subject, event_seq, envelope, reason, deliveries, time) VALUES (?, ?, ?, ?, ?, ?, ?)')
          .run(durable, subject, seq, JSON.stringify(dead.env), dead.reason.slice(0, 500), dead.deliveries, new Date(now).toISOString());
      }
      if (seq > ackedSeq) {
        this.sql('INSERT INTO deliveries (durable, subject, seq, done) VALUES (?, ?, ?, 1) ON CONFLICT DO UPDATE SET done = 1')
          .run(durable, subject, seq);
      }
      this.sql('UPDATE cursors SET acked_seq = ?, seen_at = ? WHERE durable = ? AND subject = ? AND acked_seq < ?')
        .run(ackedSeq, now, durable, subject, ackedSeq);
      this.sql('DELETE FROM deliveries WHERE durable = ? AND subject = ? AND seq <= ?').run(durable, subject, ackedSeq);
    });
  }

  /** Stores the pending batch now. A failed batch rejects its promises; nothing in it counts as acked. */
  flush() {
    const b = this.batch;
    this.batch = null;
    if (!b) return;
    try {
      if (!this.db.open) throw new Error('event log is closed');
      this.db.transaction(() => {
        for (const op of b.ops) op();
      })();
      b.resolve();
    } catch (err) {
      b.reject(err);
    }
  }

  deadLetters(): EventEnvelope[] {
    this.flush();
    const rows = this.sql('SELECT envelope FROM dead_letters ORDER BY seq').all() as { envelope: string }[];
    return rows.map((r) => JSON.parse(r.envelope) as EventEnvelope);
  }

  /** Marks durables as alive (subscribed in this process), so pruning never forgets them. */
  touch(keys: { durable: string; subject: string }[], now: number) {
    const stmt = this.sql('UPDATE cursors SET seen_at = ? WHERE durable = ? AND subject = ?');
    this.db.transaction(() => {
      for (const k of keys) stmt.run(now, k.durable, k.subject);
    })();
  }

  /**
   * Forgets durables not seen for `inactiveMs` before the bus was last in use (so downtime does not count),
   * then deletes events older than `maxAgeMs` that every remaining durable of their subject has passed, and
   * dead letters older than `maxAgeMs`.
   */
  prune(now: number, maxAgeMs: number, inactiveMs: number): { events: number; durables: number } {
    return this.db.transaction(() => {
      const last = this.sql('SELECT MAX(seen_at) AS at FROM cursors').get() as { at: number | null };
      const durables = this.sql('DELETE FROM cursors WHERE seen_at < ?').run(Math.min(now, last.at ?? now) - inactiveMs).changes;
      const cutoff = new Date(now - maxAgeMs).toISOString();
      const events = this.sql(
          `DELETE FROM events WHERE time < ?
             AND seq <= COALESCE((SELECT MIN(c.acked_seq) FROM cursors c WHERE c.subject = events.subject), seq)`,
        )
        .run(cutoff).changes;
      this.sql('DELETE FROM dead_letters WHERE time < ?').run(cutoff);
      return { events, durables };
    })();
  }

  private sql(text: string): Database.Statement {
    let stmt = this.statements.get(text);
    if (!stmt) this.statements.set(text, (stmt = this.db.prepare(text)));
    return stmt;
  }

  private later(op: () => void): Promise<void> {
    if (!this.batch) {
      let resolve!: () => void;
      let reject!: (err: unknown) => void;
      const committed = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
      committed.catch(() => undefined); // callers that do not wait must not see an unhandled rejection
      this.batch = { ops: [], committed, resolve, reject };
      setImmediate(() => this.flush());
    }
    this.batch.ops.push(op);
    return this.batch.committed;
  }

  /** Stores what is pending, then closes the file. */
  close() {
    this.flush();
    if (this.db.open) this.db.close();
  }
}
