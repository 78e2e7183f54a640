/** A student's calendar feed: only the token's hash is kept (its id lets the service derive the token again). */
export interface CalendarFeedRecord {
  studentId: string;
  feedId: string;
  tokenHash: string;
  createdAt: string;
  revokedAt: string | null;
}

/** Students' calendar feeds, and the key their tokens are derived with. */
export interface FeedRepository {
  ofStudent(studentId: string): Promise<CalendarFeedRecord | null>;
  byTokenHash(tokenHash: string): Promise<CalendarFeedRecord | null>;
  /** The key feed tokens are derived with, created on first use. */
  key(): Promise<string>;
}

export interface FeedWrites {
  /** Upserted by student. */
  save(feed: CalendarFeedRecord): void;
}
