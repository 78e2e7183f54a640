import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError } from '@counsel/kit';
import { admin, bea, counselorA, counselorB, maya, seedStudents, testCounseling } from '../../test/support/test-counseling.js';
import { quietPeriod, until } from '../../../kit/test/support/eventually.js';

let t: Awaited<ReturnType<typeof testCounseling>>;
beforeEach(async () => {
  t = await testCounseling();
  await seedStudents(t);
});
afterEach(async () => t.close());

const notFound = new NotFoundError('Student not found');

describe('note visibility', () => {
  it('lets staff of the student\'s school write and read notes, pinned first then newest', async () => {
    await t.notes.create(counselorA, 'st-maya', { body: '<p>First</p>', tags: ['academic'] });
    t.clock.now = new Date('2026-11-20T16:00:00.000Z');
    await t.notes.create(counselorA, 'st-maya', { body: '<p>Second</p>' });
    t.clock.now = new Date('2026-11-20T17:00:00.000Z');
    await t.notes.create(admin, 'st-maya', { body: '<p>Pinned</p>', pinned: true, tags: ['family_contact', 'family_contact'] });
    const notes = await t.notes.list(counselorA, 'st-maya');
    expect(notes.map((n) => n.body)).toEqual(['<p>Pinned</p>', '<p>Second</p>', '<p>First</p>']);
    expect(notes[0]).toMatchObject({ pinned: true, tags: ['family_contact'], authorId: 'admin-1', authorName: 'admin-1@example.org' });
    expect(notes[2]).toMatchObject({ tags: ['academic'], authorName: 'Priya Natarajan' });
  });

  it('answers a counselor of another school 404, never 403, for reads and writes', async () => {
    const note = await t.notes.create(counselorA, 'st-maya', { body: 'x' });
    await expect(t.notes.list(counselorB, 'st-maya')).rejects.toEqual(notFound);
    await expect(t.notes.create(counselorB, 'st-maya', { body: 'x' })).rejects.toEqual(notFound);
    await expect(t.notes.update(counselorB, note.id, { body: 'y' })).rejects.toEqual(new NotFoundError('Note not found'));
    await expect(t.notes.remove(counselorB, note.id)).rejects.toEqual(new NotFoundError('Note not found'));
    await expect(t.notes.list(counselorA, 'st-nobody')).rejects.toEqual(notFound);
  });

  it('never shows notes to a student, even their own: 404 like a student that does not exist', async () => {
    const note = await t.notes.create(counselorA, 'st-maya', { body: 'private' });
    await expect(t.notes.list(maya, 'st-maya')).rejects.toEqual(notFound);
    await expect(t.notes.list(bea, 'st-maya')).rejects.toEqual(notFound);
    await expect(t.notes.create(maya, 'st-maya', { body: 'x' })).rejects.toEqual(notFound);
    await expect(t.notes.update(maya, note.id, { body: 'y' })).rejects.toEqual(new NotFoundError('Note not found'));
    await expect(t.notes.history(maya, note)).rejects.toEqual(notFound);
    await expect(t.notes.recent(maya, 5)).rejects.toBeInstanceOf(ForbiddenError);
  });

  it('authorizes before it validates', async () => {
    await expect(t.notes.create(null, 'st-maya', { body: '' })).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(t.notes.create(counselorB, 'st-maya', { body: '' })).rejects.toEqual(notFound);
    await expect(t.notes.create(counselorA, 'st-maya', { body: '' })).rejects.toEqual(new ValidationError('Note body must not be empty'));
  });
});

describe('note bodies', () => {
  it('stores a script inert (gone with its content) and keeps paragraphs, lists and links', async () => {
    const html = '<p onclick="evil()">Hi <b>there</b></p><script>alert("x")</script><ul><li>one</li></ul><ol><li>two</li></ol>'
      + '<a href="https://example.org" style="color:red">link</a><a href="javascript:alert(1)">bad</a><img src=x onerror=alert(1)><iframe src="https://e.org"></iframe>';
    const note = await t.notes.create(counselorA, 'st-maya', { body: html });
    expect(note.body).not.toMatch(/script|alert|onclick|onerror|<img|<iframe|<b>|style|javascript/i);
    expect(note.body).toBe('<p>Hi there</p><ul><li>one</li></ul><ol><li>two</li></ol>'
      + '<a href="https://example.org" rel="noopener noreferrer nofollow" target="_blank">link</a><a rel="noopener noreferrer nofollow" target="_blank">bad</a>');
    expect((await t.notes.list(counselorA, 'st-maya'))[0].body).toBe(note.body);
  });

  it('refuses a body with no text once sanitized, one over the limit, and unknown tags', async () => {
    await expect(t.notes.create(counselorA, 'st-maya', { body: '<script>x</script>' })).rejects.toEqual(new ValidationError('Note body must not be empty'));
    await expect(t.notes.create(counselorA, 'st-maya', { body: `<p>${'a'.repeat(20_000)}</p>` })).rejects.toEqual(new ValidationError('Note body must be at most 20000 characters'));
    // Markup that sanitizing removes does not count towards the limit.
    await expect(t.notes.create(counselorA, 'st-maya', { body: `${'a'.repeat(19_990)}<script>${'x'.repeat(5_000)}</script>` })).resolves.toBeDefined();
    await expect(t.notes.create(counselorA, 'st-maya', { body: 'x', tags: ['gossip'] })).rejects.toBeInstanceOf(ValidationError);
  });
});

describe('edits and deletes', () => {
  it('keeps the note as it was before each edit: who, when, previous body, pin and tags', async () => {
    const note = await t.notes.create(counselorA, 'st-maya', { body: '<p>v1</p>', tags: ['college'] });
    t.clock.now = new Date('2026-11-21T09:00:00.000Z');
    const v2 = await t.notes.update(admin, note.id, { body: '<p>v2</p>', pinned: true });
    expect(v2).toMatchObject({ body: '<p>v2</p>', pinned: true, tags: ['college'], updatedBy: 'admin-1', updatedAt: '2026-11-21T09:00:00.000Z', createdAt: note.createdAt });
    t.clock.now = new Date('2026-11-22T09:00:00.000Z');
    await t.notes.update(counselorA, note.id, { tags: [] });
    await t.notes.update(counselorA, note.id, { body: '<p>v2</p>' }); // no change: no history entry
    const history = await t.notes.history(counselorA, v2);
    expect(history.map((h) => [h.previousBody, h.previousPinned, h.previousTags, h.editedBy, h.editedAt])).toEqual([
      ['<p>v1</p>', false, ['college'], 'admin-1', '2026-11-21T09:00:00.000Z'],
      ['<p>v2</p>', true, ['college'], 'c-a', '2026-11-22T09:00:00.000Z'],
    ]);
  });

  it('deletes a note with its history (hard delete)', async () => {
    const note = await t.notes.create(counselorA, 'st-maya', { body: 'v1' });
    await t.notes.update(counselorA, note.id, { body: 'v2' });
    expect(await t.notes.remove(counselorA, note.id)).toBe(true);
    expect(await t.notes.list(counselorA, 'st-maya')).toEqual([]);
    expect(await t.store.notes.history(note.id)).toEqual([]);
    await expect(t.notes.remove(counselorA, note.id)).rejects.toEqual(new NotFoundError('Note not found'));
  });
});

describe('recent notes (dashboard)', () => {
  it('lists the newest notes of the caller\'s schools with student names', async () => {
    await t.notes.create(counselorA, 'st-maya', { body: 'm' });
    t.clock.now = new Date('2026-11-20T16:00:00.000Z');
    await t.notes.create(counselorA, 'st-jordan', { body: 'j' });
    await t.notes.create(counselorB, 'st-bea', { body: 'b' });
    expect((await t.notes.recent(counselorA, 10)).map((n) => [n.studentName, n.body])).toEqual([['Jordan Rivera', 'j'], ['Maya Chen', 'm']]);
    expect((await t.notes.recent(admin, 2)).map((n) => n.body)).toEqual(['b', 'j']);
    await expect(t.notes.recent(counselorA, 51)).rejects.toBeInstanceOf(ValidationError);
  });
});

describe('access log', () => {
  it('logs staff reads of a student\'s notes (once per request), and not dashboards', async () => {
    const request = {};
    await t.notes.create(counselorA, 'st-maya', { body: 'x' }, request);
    await t.notes.list(counselorA, 'st-maya', request);
    await t.notes.list(admin, 'st-maya');
    await t.notes.recent(counselorA, 10);
    await until('both staff reads', () => t.reads.length >= 2);
    await quietPeriod(150); // no other read may be logged: nothing to wait for, so room for one to show up
    expect(t.reads.map((e) => [e.data.studentId, e.data.actorId, e.data.parts])).toEqual([
      ['st-maya', 'c-a', ['notes']], ['st-maya', 'admin-1', ['notes']],
    ]);
  });

  it('refuses a staff read that cannot be logged', async () => {
    t.bus.down = true;
    await expect(t.notes.list(counselorA, 'st-maya')).rejects.toHaveProperty('code', 'UNAVAILABLE');
  });
});
