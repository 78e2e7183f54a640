import type { SqliteDatabase } from '@counsel/kit';
import type { FeedRepository, FeedWrites } from '../../ports/feeds-repository.js';
import { toFeed, type FeedRow } from './applications-rows.js';

const UPSERT_FEED = `INSERT INTO calendar_feeds (student_id, feed_id, token_hash, created_at, revoked_at) VALUES (?, ?, ?, ?, ?)
  ON CONFLICT(student_id) DO UPDATE SET feed_id = excluded.feed_id, token_hash = excluded.token_hash, created_at = excluded.created_at, revoked_at = excluded.revoked_at`;

/** Calendar feeds and their key. Writes run inside the unit of work's transaction. */
export class SqliteFeeds implements FeedRepository {
  readonly writes: FeedWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = { save: (f) => { db.prepare(UPSERT_FEED).run(f.studentId, f.feedId, f.tokenHash, f.createdAt, f.revokedAt); } };
  }

  async ofStudent(studentId: string) {
    const r = this.db.prepare('SELECT * FROM calendar_feeds WHERE student_id = ?').get(studentId) as FeedRow | undefined;
    return r ? toFeed(r) : null;
  }

  async byTokenHash(tokenHash: string) {
    const r = this.db.prepare('SELECT * FROM calendar_feeds WHERE token_hash = ?').get(tokenHash) as FeedRow | undefined;
    return r ? toFeed(r) : null;
  }

  async key() {
    return (this.db.prepare('SELECT key FROM feed_key WHERE id = 1').get() as { key: string }).key;
  }
}
