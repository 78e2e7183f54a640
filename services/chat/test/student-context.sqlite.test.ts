import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@counsel/kit';
import { openChatStores, type ChatStores } from '../src/adapters/open-adapters.js';
import type { StudentProfileData } from '../src/domain/student-context.js';

const profile = (firstName: string): StudentProfileData => ({
  firstName, lastName: 'Lovelace', email: 'ada@example.org', grade: '11', gpa: 3.9, satScore: 1500, actScore: null,
  classRank: null, highSchoolName: 'North', highSchoolLocation: null, targetColleges: 4, apIbHonors: null,
  activitiesOutsideSchool: null, clubs: null, internshipsVolunteer: null, leadership: null, courses: [], activities: [],
});

// The parsed context a store keeps between turns: what another process writes to the same file is read, and what
// every turn shares cannot be changed by one of them.
describe('SQLite student context kept between turns', () => {
  const opened: ChatStores[] = [];
  let dir = '';
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((s) => s.close()));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const open = async () => {
    const s = await openChatStores({ MONGODB_URL: undefined, DATA_DIR: dir }, createLogger('test', 'silent'));
    opened.push(s);
    return s;
  };

  it('reads what another connection to the same file wrote since', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'chat-context-'));
    const reader = await open();
    const writer = await open();
    await reader.contexts.upsertProfile('s-1', 'u-1', profile('Ada'), '2026-03-01T00:00:00.000Z');
    expect((await reader.contexts.get('s-1'))?.profile.firstName).toBe('Ada');
    await writer.contexts.upsertProfile('s-1', 'u-1', profile('Grace'), '2026-03-02T00:00:00.000Z');
    await writer.contexts.addDocument('s-1', { documentId: 'd-1', fileName: 'essay.pdf', fileType: 'application/pdf' }, '2026-03-02T00:00:00.000Z');
    const after = await reader.contexts.get('s-1');
    expect(after?.profile.firstName).toBe('Grace');
    expect(after?.documents.map((d) => d.documentId)).toEqual(['d-1']);
  });

  it('hands out a context no caller can change for the next one', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'chat-context-'));
    const s = await open();
    await s.contexts.upsertProfile('s-1', 'u-1', profile('Ada'), '2026-03-01T00:00:00.000Z');
    const first = await s.contexts.get('s-1');
    expect(() => { first!.profile.courses.push({ courseName: 'AP Art', level: 'AP', grade: null }); }).toThrow(TypeError);
    expect((await s.contexts.get('s-1'))?.profile.courses).toEqual([]);
  });
});
