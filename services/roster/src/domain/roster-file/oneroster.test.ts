import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { ValidationError } from '@counsel/kit';
// The repository's generator (scripts/make-roster-sample.mjs) writes the sample and these test zips.
import { oneRosterFiles, rosterModel, writeZip } from '../../../../../scripts/make-roster-sample.mjs';
import { parseOneRosterZip } from './oneroster.js';

const dir = mkdtempSync(path.join(tmpdir(), 'counsel-oneroster-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const sample = path.resolve(import.meta.dirname ?? __dirname, '../../../../../data/sample-roster/sample-oneroster.zip');

let n = 0;
const zipOf = (files: Record<string, string>) => writeZip(path.join(dir, `t${++n}.zip`), files) as Promise<string>;

const ORGS = 'sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId\r\n'
  + 'd1,active,,District,district,,\r\n'
  + 's1,active,,North High,school,990000100001,d1\r\n'
  + 's2,active,,South High,school,SH-2,d1\r\n';
const USERS_HEADER = 'sourcedId,status,enabledUser,orgSourcedIds,role,givenName,familyName,email,agentSourcedIds,grades\r\n';

describe('OneRoster 1.1 zip', () => {
  it('reads the committed sample: three schools, students with grades and counselors, staff; teachers skipped', async () => {
    const r = await parseOneRosterZip(sample);
    expect(r.rejected).toEqual([]);
    expect(r.schools.map((s) => s.name)).toEqual(['Northside High School', 'Riverside High School', 'Lakeview High School']);
    expect(r.schools[0]).toMatchObject({ file: 'orgs.csv', line: 3, sourcedId: 'org-school-001', ncesId: '990000100001' });
    const by = (role: string) => r.people.filter((p) => p.role === role);
    expect(by('student')).toHaveLength(330);
    expect(by('counselor')).toHaveLength(6);
    expect(by('admin')).toHaveLength(1);
    expect(by('admin')[0].schoolSourcedIds).toEqual([]);
    expect(by('student').every((s) => s.counselorEmail && s.grade && s.schoolSourcedIds.length === 1)).toBe(true);
    // The counselor named among the agents works at the student's school.
    const counselors = new Map(by('counselor').map((c) => [c.email, c]));
    expect(by('student').every((s) => counselors.get(s.counselorEmail!)!.schoolSourcedIds.includes(s.schoolSourcedIds[0]))).toBe(true);
  });

  it('maps roles, grades, status and enabledUser; skips teachers, aides and parents silently', async () => {
    const file = await zipOf({
      'orgs.csv': ORGS,
      'users.csv': USERS_HEADER
        + 'c1,active,true,s1,counselor,Cora,Diaz,CORA@X.ORG,,\r\n'
        + 'u1,active,true,"s1,s2",student,Ann,Lee,ann@x.org,"p1,c1","08,09"\r\n'
        + 'u2,tobedeleted,true,s2,student,Ben,Ng,ben@x.org,,11\r\n'
        + 'u3,active,false,s2,student,Cy,Oh,cy@x.org,,12\r\n'
        + 'a1,active,true,"d1,s1,s2",administrator,Ada,Fox,ada@x.org,,\r\n'
        + 't1,active,true,s1,teacher,Tom,Ray,tom@x.org,,\r\n'
        + 'x1,active,true,s1,aide,Al,Ray,al@x.org,,\r\n'
        + 'p1,active,true,s1,parent,Pat,Lee,pat@x.org,,\r\n',
    });
    const r = await parseOneRosterZip(file);
    expect(r.rejected).toEqual([]);
    expect(r.schools.map((s) => [s.sourcedId, s.ncesId])).toEqual([['s1', '990000100001'], ['s2', null]]);
    expect(r.people.map((p) => p.sourcedId)).toEqual(['c1', 'u1', 'u2', 'u3', 'a1']);
    const [c1, u1, u2, u3, a1] = r.people;
    expect(c1).toMatchObject({ role: 'counselor', email: 'cora@x.org', schoolSourcedIds: ['s1'], line: 2, file: 'users.csv' });
    expect(u1).toMatchObject({ role: 'student', grade: '9', schoolSourcedIds: ['s1'], counselorEmail: 'cora@x.org', active: true });
    expect(u2).toMatchObject({ active: false, grade: '11', counselorEmail: null });
    expect(u3).toMatchObject({ active: false, grade: '12' });
    expect(a1).toMatchObject({ role: 'admin', schoolSourcedIds: ['s1', 's2'] });
  });
});
