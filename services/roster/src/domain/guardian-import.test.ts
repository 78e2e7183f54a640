// Guardians from both roster formats: parsed with their students, then planned against the district.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from '@jest/globals';
import { writeZip } from '../../../../scripts/make-roster-sample.mjs';
import { parseCounselCsv } from './roster-file/counsel-csv.js';
import { parseOneRosterZip } from './roster-file/oneroster.js';
import { planImport, type RosterSnapshot } from './import-plan.js';

const dir = mkdtempSync(path.join(tmpdir(), 'counsel-guardian-import-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const EMPTY: RosterSnapshot = { schools: [], people: [], guardians: [] };
const CSV_HEADER = 'role,local_id,first_name,last_name,email,school,grade,counselor_email,students\n';
const csv = (text: string) => parseCounselCsv(Readable.from([Buffer.from(CSV_HEADER + text)]));

describe('guardians in a Counsel CSV', () => {
  it('reads a guardian row with the students\u2019 local ids, and plans the account and its links', async () => {
    const parsed = await csv('student,s1,Ann,Lee,ann@x.org,North High,11,,\n'
      + 'student,s2,Bo,Lee,bo@x.org,North High,9,,\n'
      + 'guardian,g1,María José,Lee Núñez,Maria@Family.org,,,,s1; s2\n');
    expect(parsed.rejected).toEqual([]);
    expect(parsed.people.map((p) => p.sourcedId)).toEqual(['s1', 's2']);
    expect(parsed.guardians).toEqual([{ file: 'roster.csv', line: 4, sourcedId: 'g1', firstName: 'María José', lastName: 'Lee Núñez', email: 'maria@family.org', studentSourcedIds: ['s1', 's2'], active: true }]);
    const plan = planImport(parsed, EMPTY);
    expect(plan.counts.guardians).toEqual({ create: 1, update: 0, link: 2 });
    expect(plan.guardians[0]).toMatchObject({ action: 'create', id: null, students: [{ id: null, sourcedId: 's1' }, { id: null, sourcedId: 's2' }] });
  });

  it('rejects a guardian without students, with an unknown student, or with a student\u2019s email', async () => {
    const parsed = await csv('student,s1,Ann,Lee,ann@x.org,North High,11,,\n'
      + 'guardian,g1,Pat,Lee,pat@x.org,,,,\n'
      + 'guardian,g2,Sam,Lee,sam@x.org,,,,s9\n'
      + 'guardian,g3,Ann,Lee,ANN@x.org,,,,s1\n');
    expect(parsed.rejected).toEqual([{ file: 'roster.csv', line: 3, reason: 'missing students (a guardian names the local ids of their students)', reasonText: { code: 'MISSING_STUDENTS', values: [] } }]);
    const plan = planImport(parsed, EMPTY);
    expect(plan.rejected.map((r) => [r.line, r.reason])).toEqual([
      [3, 'missing students (a guardian names the local ids of their students)'],
      [4, 'student s9 is not in the file or the district'],
      [5, 'email ann@x.org belongs to a student or staff member, not a guardian'],
    ]);
    expect(plan.counts.guardians).toEqual({ create: 0, update: 0, link: 0 });
  });

  it('matches a guardian imported before by local id: unchanged, or updated; a district student may be named', async () => {
    const before: RosterSnapshot = {
      schools: [], guardians: [{ id: 'u-g1', sourcedId: 'g1', email: 'pat@x.org', firstName: 'Pat', lastName: 'Lee' }],
      people: [{ id: 'u-s7', sourcedId: 's7', role: 'student', email: 'cy@x.org', firstName: 'Cy', lastName: 'Lee', schoolIds: ['sch'], grade: '10', counselorId: null, active: true }],
    };
    const same = planImport(await csv('guardian,g1,Pat,Lee,pat@x.org,,,,s7\n'), before);
    expect(same.guardians).toEqual([expect.objectContaining({ action: 'unchanged', id: 'u-g1', students: [{ id: 'u-s7', sourcedId: 's7' }] })]);
    expect(same.counts.guardians).toEqual({ create: 0, update: 0, link: 1 });
    const renamed = planImport(await csv('guardian,g1,Patricia,Lee,pat@x.org,,,,s7\n'), before);
    expect(renamed.counts.guardians).toEqual({ create: 0, update: 1, link: 1 });
  });
});

describe('guardians in a OneRoster 1.1 zip', () => {
  it('links parents and guardians named in the students\u2019 agentSourcedIds or their own; inactive ones are skipped', async () => {
    const file = await writeZip(path.join(dir, 'g.zip'), {
      'orgs.csv': 'sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId\r\ns1,active,,North High,school,,\r\n',
      'users.csv': 'sourcedId,status,enabledUser,orgSourcedIds,role,givenName,familyName,email,agentSourcedIds,grades\r\n'
        + 'u1,active,true,s1,student,Ann,Lee,ann@x.org,"p1,g1",11\r\n'
        + 'u2,active,true,s1,student,Bo,Lee,bo@x.org,,09\r\n'
        + 'p1,active,true,,parent,Pat,Lee,pat@x.org,,\r\n'
        + 'g1,active,true,,guardian,Gil,Lee,gil@x.org,"u2,p1",\r\n'
        + 'g2,tobedeleted,true,,guardian,Old,Lee,old@x.org,u1,\r\n',
    }) as string;
    const parsed = await parseOneRosterZip(file);
    expect(parsed.rejected).toEqual([]);
    expect(parsed.guardians?.map((g) => [g.sourcedId, g.email, g.studentSourcedIds])).toEqual([['p1', 'pat@x.org', ['u1']], ['g1', 'gil@x.org', ['u2', 'u1']]]);
    const plan = planImport(parsed, EMPTY);
    expect(plan.counts.guardians).toEqual({ create: 2, update: 0, link: 3 });
    expect(plan.counts.create).toBe(2); // the students; guardians are counted apart
  });
});
