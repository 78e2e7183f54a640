import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { Subjects, type AccountImported, type GuardianLinked } from '@counsel/proto-events';
import { until } from '../../../kit/test/support/eventually.js';
import { principal } from '../../test/support/test-roster.js';
import { testImports } from '../../test/support/test-imports.js';

const admin = principal('admin-1', 'admin');
const HEADER = 'role,local_id,first_name,last_name,email,school,school_nces_id,grade,counselor_email,students';
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n') + '\n';
const FILE = csv(
  'student,S1,Ada,Baker,ada@district.org,North High,480000000001,9,,',
  'student,S2,Ben,Baker,ben@district.org,North High,480000000001,12,,',
  'guardian,G1,Lucía,Baker,lucia@family.org,,,,,S1;S2',
);

let t: Awaited<ReturnType<typeof testImports>>;
beforeEach(async () => { t = await testImports(); });
afterEach(async () => t.close());

async function importFile(file: string) {
  const preview = await t.imports.preview(admin, { uploadId: await t.upload(admin, file), format: 'COUNSEL_CSV', fileName: 'roster.csv' });
  return { preview, applied: await t.imports.apply(admin, preview.id, false) };
}

describe('roster import of guardians', () => {
  it('counts guardians in the preview, then creates the account and links it to the students it names', async () => {
    const { preview } = await importFile(FILE);
    expect(preview.counts).toEqual({ create: 2, update: 0, unchanged: 0, deactivate: 0, rejected: 0, guardians: { create: 1, update: 0, link: 2 } });
    const users = await t.store.users.list();
    const lucia = users.find((u) => u.email === 'lucia@family.org')!;
    expect(lucia).toMatchObject({ role: 'guardian', sourcedId: 'G1', firstName: 'Lucía' });
    await until('the guardian\u2019s account and link events', () => t.seen.some((e) => e.subject === Subjects.rosterGuardianLinked));
    expect(t.seen.filter((e) => e.subject === Subjects.rosterAccountImported).map((e) => e.data as AccountImported).find((a) => a.role === 'guardian'))
      .toMatchObject({ userId: lucia.userId, email: 'lucia@family.org', active: true });
    const linked = t.seen.filter((e) => e.subject === Subjects.rosterGuardianLinked).map((e) => e.data as GuardianLinked);
    const students = users.filter((u) => u.role === 'student').map((u) => u.userId).sort();
    expect(linked).toEqual([{ guardianUserId: lucia.userId, studentUserIds: expect.any(Array), importId: preview.id }]);
    expect([...linked[0].studentUserIds].sort()).toEqual(students);
  });

  it('finds the same guardian unchanged on a second import, and names the links again (identity keeps them once)', async () => {
    await importFile(FILE);
    const { preview } = await importFile(FILE);
    expect(preview.counts).toMatchObject({ create: 0, unchanged: 2, guardians: { create: 0, update: 0, link: 2 } });
    expect((await t.store.users.list()).filter((u) => u.role === 'guardian')).toHaveLength(1);
  });
});
