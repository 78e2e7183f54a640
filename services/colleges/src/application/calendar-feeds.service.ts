import { createHmac, randomUUID } from 'node:crypto';
import { ForbiddenError, type Principal } from '@counsel/kit';
import { renderCalendarIcs } from '../domain/calendar-ics.js';
import { hashFeedToken, isFeedTokenShape } from '../domain/feed-token.js';
import type { CalendarFeedRecord } from '../ports/feeds-repository.js';
import { ListViews, visibleStudent, type ListsDeps } from './list-views.js';

export interface CalendarFeedAddress { path: string; createdAt: string }

export const feedPath = (token: string) => `/api/calendar/${token}.ics`;

/**
 * A student's private calendar feed of their deadlines. The token in its address is derived from the feed's id
 * with the store's feed key (HMAC-SHA256, 43 base64url characters), so the student can be shown the same address
 * again while the feeds table keeps only the token's hash: a copy of that table hands out no working address.
 * Revoking forgets the feed; the next request for an address makes a new one (a new id, so a new token).
 */
export class CalendarFeedsService {
  private readonly views: ListViews;

  constructor(private readonly deps: ListsDeps) {
    this.views = new ListViews(deps);
  }

  /** The feed's address, creating the feed on first call: the student themself only. */
  async address(p: Principal | null | undefined, studentId: string): Promise<CalendarFeedAddress> {
    const student = await visibleStudent(this.deps.store, p, studentId);
    if (p!.role !== 'student' || p!.userId !== student.userId) throw new ForbiddenError('Only the student can see their calendar feed address');
    const key = await this.deps.store.feeds.key();
    const existing = await this.deps.store.feeds.ofStudent(studentId);
    if (existing && !existing.revokedAt) return { path: feedPath(tokenOf(key, existing.feedId)), createdAt: existing.createdAt };
    const feedId = randomUUID();
    const token = tokenOf(key, feedId);
    const feed: CalendarFeedRecord = { studentId, feedId, tokenHash: hashFeedToken(token), createdAt: this.views.now().toISOString(), revokedAt: null };
    await this.deps.store.write((w) => w.feeds.save(feed));
    return { path: feedPath(token), createdAt: feed.createdAt };
  }

  /** Stops the feed: its address answers nothing from now on. false when there was no feed to revoke. */
  async revoke(p: Principal | null | undefined, studentId: string): Promise<boolean> {
    const student = await visibleStudent(this.deps.store, p, studentId);
    if (p!.role !== 'student' || p!.userId !== student.userId) throw new ForbiddenError('Only the student can revoke their calendar feed');
    const existing = await this.deps.store.feeds.ofStudent(studentId);
    if (!existing || existing.revokedAt) return false;
    await this.deps.store.write((w) => w.feeds.save({ ...existing, revokedAt: this.views.now().toISOString() }));
    return true;
  }

  /** The feed's ICS text by its token, with no session; null when the token is unknown or revoked. */
  async ics(token: string): Promise<string | null> {
    if (!isFeedTokenShape(token)) return null;
    const feed = await this.deps.store.feeds.byTokenHash(hashFeedToken(token));
    if (!feed || feed.revokedAt) return null;
    const student = await this.deps.store.students.get(feed.studentId);
    if (!student) return null;
    const list = await this.views.list(student);
    return renderCalendarIcs({
      applications: list.map((a) => ({ id: a.id, collegeName: a.collegeName, plan: a.plan, deadline: a.deadline, missing: a.missing })),
      now: this.views.now(),
    });
  }
}

const tokenOf = (key: string, feedId: string) => createHmac('sha256', key).update(feedId).digest('base64url');
