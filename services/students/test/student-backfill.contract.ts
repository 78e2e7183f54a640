import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { outboxEvent } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import { committed, type StudentStore } from '../src/ports/student-store.js';
import { insert, profile } from './student-profiles.js';

/** The backfill's marks, one unit per record (the profile's event with its mark): how many committed. */
async function markedWaiting(store: StudentStore, announcements: { id: string; event: ReturnType<typeof outboxEvent> }[]) {
  let marked = 0;
  for (const a of announcements) if (await committed(store.write((w) => w.announcements.markWaiting([a.id]), [a.event]), 'announced')) marked++;
  return marked;
}

/**
 * What every StudentStore adapter keeps for publishing the students again once (a start-up backfill): which
 * profiles wait to be announced, and how far a named publication has gone. Each adapter gets a fresh, empty store.
 */
export function describeStudentBackfillContract(name: string, open: () => Promise<StudentStore>) {
  describe(`StudentStore backfill contract: ${name}`, () => {
    let store: StudentStore;
    beforeAll(async () => { store = await open(); });
    afterAll(async () => store?.close());

    it('counts a profile written through the port as announced: the backfill neither lists nor re-announces it', async () => {
      const p = profile();
      await insert(store, p);
      expect((await store.announcements.unannounced(10_000)).map((x) => x.id)).not.toContain(p.id);
      const before = (await store.outbox.pendingEvents(10_000)).length;
      const event = outboxEvent(Subjects.studentsProfileUpserted, {
        studentId: p.id, userId: p.userId, schoolId: null, status: 'active', profile: {
          firstName: p.firstName, lastName: p.lastName, email: p.email, dateOfBirth: null, siblings: null, gpa: null, satScore: null,
          actScore: null, classRank: null, grade: null, highSchoolName: null, highSchoolLocation: null, apIbHonors: null,
          activitiesOutsideSchool: null, clubs: null, internshipsVolunteer: null, leadership: null, targetColleges: 0,
          updatedAt: p.updatedAt, courses: [], activities: [],
        },
      });
      expect(await markedWaiting(store, [{ id: p.id, event }, { id: 'missing', event }])).toBe(0);
      expect((await store.outbox.pendingEvents(10_000)).length).toBe(before);
    });

    it('lists the published records by id for a one-time publication, and moves its mark only past records still as read', async () => {
      const name = 'contract-publication-v1';
      const first = profile();
      await insert(store, first);
      const a = profile({ gpa: 3.9 });
      const waiting = profile({ rosterOnly: true }); // the roster's, never published until its student saves
      const imported = profile({ rosterOnly: true, sourcedId: 'sis-77' });
      const b = profile();
      for (const p of [a, waiting, imported, b]) await insert(store, p);
      const page = await store.backfills.publishedAfter(first.id, 10);
      expect(page).toEqual([a, imported, b]);
      expect(await store.backfills.publishedAfter(first.id, 2)).toEqual([a, imported]);
      expect(await store.backfills.progress(name)).toEqual({ done: false, after: null });

      // b saved after it was read, and a record gone: each refuses the whole batch, and the mark stays.
      await store.write((w) => w.profiles.update({ ...b, gpa: 2.4, updatedAt: 'later' }));
      expect(await committed(store.write((w) => w.backfills.advance(name, page)), 'changed')).toBe(false);
      expect(await committed(store.write((w) => w.backfills.advance(name, [profile()])), 'changed')).toBe(false);
      expect(await store.backfills.progress(name)).toEqual({ done: false, after: null });

      await store.write((w) => w.backfills.advance(name, page.slice(0, 2)));
      expect(await store.backfills.progress(name)).toEqual({ done: false, after: imported.id });
      const rest = await store.backfills.publishedAfter(imported.id, 10);
      expect(rest[0]).toEqual({ ...b, gpa: 2.4, updatedAt: 'later' });
      await store.write((w) => {
        w.backfills.advance(name, rest);
        w.backfills.finish(name, '2026-11-28T08:00:00.000Z');
      });
      expect(await store.backfills.progress(name)).toEqual({ done: true });
      await store.write((w) => w.backfills.finish(name, '2026-11-29T08:00:00.000Z')); // a second mark is ignored
      expect(await store.backfills.progress(name)).toEqual({ done: true });
      expect(await store.backfills.progress('another-publication-v1')).toEqual({ done: false, after: null });
    });
  });
}
