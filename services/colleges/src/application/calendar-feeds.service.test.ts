import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ForbiddenError, NotFoundError } from '@counsel/kit';
import { principal, profileEvent, testLists } from '../../test/support/test-lists.js';

const maya = principal('u-maya', 'student');
const jordan = principal('u-jordan', 'student');
const counselor = principal('c-a', 'counselor', ['school-a']);

let t: Awaited<ReturnType<typeof testLists>>;

beforeEach(async () => {
  t = await testLists('2026-11-20');
  await t.directory.profileUpserted(profileEvent({ studentId: 'st-maya', userId: 'u-maya', schoolId: 'school-a', firstName: 'Maya', lastName: 'Chen' }));
  await t.directory.profileUpserted(profileEvent({ studentId: 'st-jordan', userId: 'u-jordan', schoolId: 'school-a' }));
  const a = await t.applications.add(maya, 'st-maya', { collegeId: '243780', plan: 'EA' });
  await t.applications.update(maya, a.id, { deadline: '2026-12-01' });
  await t.applications.add(maya, 'st-maya', { collegeId: '166683' }); // unknown deadline: no event
});
afterEach(async () => t.close());

const tokenOf = (path: string) => /^\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(path)![1];

describe('calendar feed', () => {
  it('gives the student their address (the same one again), and nobody else', async () => {
    const first = await t.feeds.address(maya, 'st-maya');
    expect(first.createdAt).toBe('2026-11-20T15:00:00.000Z');
    expect(await t.feeds.address(maya, 'st-maya')).toEqual(first);
    await expect(t.feeds.address(counselor, 'st-maya')).rejects.toBeInstanceOf(ForbiddenError);
    await expect(t.feeds.address(jordan, 'st-maya')).rejects.toEqual(new NotFoundError('Student not found'));
    await expect(t.feeds.revoke(counselor, 'st-maya')).rejects.toBeInstanceOf(ForbiddenError);
    // Only the token's hash is stored.
    const stored = await t.store.feeds.ofStudent('st-maya');
    expect(JSON.stringify(stored)).not.toContain(tokenOf(first.path));
  });

  it('serves the deadlines as ICS without a session, and nothing once revoked', async () => {
    const { path } = await t.feeds.address(maya, 'st-maya');
    const ics = await t.feeds.ics(tokenOf(path));
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('Purdue University-Main Campus — Early Action deadline');
    expect(ics).toContain('DTSTART;VALUE=DATE:20261201');
    expect(ics).not.toContain('Massachusetts');
    // Anyone holding the address can read it: the calendar's name says what it is, not whose.
    expect(ics).toContain('X-WR-CALNAME:College deadlines\r\n');
    expect(ics).not.toMatch(/Maya|Chen/);
    expect(ics!.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(await t.feeds.ics('x'.repeat(43))).toBeNull();
    expect(await t.feeds.ics('not a token')).toBeNull();
    expect(await t.feeds.revoke(maya, 'st-maya')).toBe(true);
    expect(await t.feeds.revoke(maya, 'st-maya')).toBe(false);
    expect(await t.feeds.ics(tokenOf(path))).toBeNull();
    const renewed = await t.feeds.address(maya, 'st-maya');
    expect(renewed.path).not.toBe(path);
    expect(await t.feeds.ics(tokenOf(renewed.path))).toContain('BEGIN:VEVENT');
  });
});
