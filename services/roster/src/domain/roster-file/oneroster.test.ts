import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from '@jest/globals';
import { ValidationError } from '@counsel/kit';
// The repository's generator (scripts/make-roster-sample.mjs) writes the sample and these test zips.
import { writeZip } from '../../../../../scripts/make-roster-sample.mjs';
import { parseOneRosterZip } from './oneroster.js';

const dir = mkdtempSync(path.join(tmpdir(), 'counsel-oneroster-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const sample = fileURLToPath(new URL('../../../../../data/sample-roster/sample-oneroster.zip', import.meta.url));

let n = 0;
const zipOf = (files: Record<string, string>) => writeZip(path.join(dir, `t${++n}.zip`), files) as Promise<string>;

const ORGS = 'sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId\r\n'
  + 'd1,active,,District,district,,\r\n'
  + 's1,active,,North High,school,990000100001,d1\r\n'
  + 's2,active,,South High,school,SH-2,d1\r\n';
const USERS_HEADER = 'sourcedId,status,enabledUser,orgSourcedIds,role,givenName,familyName,email,agentSourcedIds,grades\r\n';

describe('OneRoster 1.1 zip', () => {
  it('reads the committed sample: three schools, students with grades and counselors, staff and teachers', async () => {
    const r = await parseOneRosterZip(sample);
    expect(r.rejected).toEqual([]);
    expect(r.schools.map((s) => s.name)).toEqual(['Northside High School', 'Riverside High School', 'Lakeview High School']);
    expect(r.schools[0]).toMatchObject({ file: 'orgs.csv', line: 3, sourcedId: 'org-school-001', ncesId: '990000100001' });
    const by = (role: string) => r.people.filter((p) => p.role === role);
    expect(by('student')).toHaveLength(330);
    expect(by('counselor')).toHaveLength(6);
    expect(by('admin')).toHaveLength(1);
    expect(by('admin')[0].schoolSourcedIds).toEqual([]);
    expect(by('teacher')).toHaveLength(3);
    expect(by('teacher').every((x) => x.schoolSourcedIds.length === 1 && x.grade === null && x.counselorEmail === null)).toBe(true);
    expect(by('student').every((s) => s.counselorEmail && s.grade && s.schoolSourcedIds.length === 1)).toBe(true);
    // The counselor named among the agents works at the student's school.
    const counselors = new Map(by('counselor').map((c) => [c.email, c]));
    expect(by('student').every((s) => counselors.get(s.counselorEmail!)!.schoolSourcedIds.includes(s.schoolSourcedIds[0]))).toBe(true);
  });

  it('maps roles, grades, status and enabledUser; teachers keep their schools; skips aides and parents silently', async () => {
    const file = await zipOf({
      'orgs.csv': ORGS,
      'users.csv': USERS_HEADER
        + 'c1,active,true,s1,counselor,Cora,Diaz,CORA@X.ORG,,\r\n'
        + 'u1,active,true,"s1,s2",student,Ann,Lee,ann@x.org,"p1,c1","08,09"\r\n'
        + 'u2,tobedeleted,true,s2,student,Ben,Ng,ben@x.org,,11\r\n'
        + 'u3,active,false,s2,student,Cy,Oh,cy@x.org,,12\r\n'
        + 'a1,active,true,"d1,s1,s2",administrator,Ada,Fox,ada@x.org,,\r\n'
        + 't1,active,true,"s1,s2,d1",teacher,Tom,Ray,tom@x.org,,09\r\n'
        + 'x1,active,true,s1,aide,Al,Ray,al@x.org,,\r\n'
        + 'p1,active,true,s1,parent,Pat,Lee,pat@x.org,,\r\n',
    });
    const r = await parseOneRosterZip(file);
    expect(r.rejected).toEqual([]);
    expect(r.schools.map((s) => [s.sourcedId, s.ncesId])).toEqual([['s1', '990000100001'], ['s2', null]]);
    expect(r.people.map((p) => p.sourcedId)).toEqual(['c1', 'u1', 'u2', 'u3', 'a1', 't1']);
    const [c1, u1, u2, u3, a1, t1] = r.people;
    expect(c1).toMatchObject({ role: 'counselor', email: 'cora@x.org', schoolSourcedIds: ['s1'], line: 2, file: 'users.csv' });
    expect(u1).toMatchObject({ role: 'student', grade: '9', schoolSourcedIds: ['s1'], counselorEmail: 'cora@x.org', active: true });
    expect(u2).toMatchObject({ active: false, grade: '11', counselorEmail: null });
    expect(u3).toMatchObject({ active: false, grade: '12' });
    expect(a1).toMatchObject({ role: 'admin', schoolSourcedIds: ['s1', 's2'] });
    // A teacher: every school listed (the district org is not a school), no grade, no counselor.
    expect(t1).toMatchObject({ role: 'teacher', schoolSourcedIds: ['s1', 's2'], grade: null, counselorEmail: null, active: true });
  });

  it('rejects each bad row of orgs.csv and users.csv with the file, line and reason', async () => {
    const file = await zipOf({
      'orgs.csv': ORGS
        + ',active,,Nameless,school,,d1\r\n'              // 5
        + 's1,active,,North Again,school,,d1\r\n'         // 6
        + 's3,active,,,school,,d1\r\n'                    // 7
        + 's4,active,,Copy,school,990000100001,d1\r\n'    // 8
        + 's5,tobedeleted,,Closed High,school,,d1\r\n',   // 9
      'users.csv': USERS_HEADER
        + 'u1,active,true,s1,student,Ann,Lee,ann@x.org,,10\r\n'   // 2 ok
        + 'u2,active,true,s1,principal,Ann,Lee,u2@x.org,,\r\n'    // 3
        + 'u3,active,true,s1,,Ann,Lee,u3@x.org,,\r\n'             // 4
        + ',active,true,s1,student,Ann,Lee,u4@x.org,,10\r\n'      // 5
        + 'u5,active,true,s1,student,,Lee,u5@x.org,,10\r\n'       // 6
        + 'u6,active,true,s1,student,Ann,,u6@x.org,,10\r\n'       // 7
        + 'u7,active,true,s1,student,Ann,Lee,,,10\r\n'            // 8
        + 'u8,active,true,s1,student,Ann,Lee,u8@,,10\r\n'         // 9
        + 'u9,active,true,d1,student,Ann,Lee,u9@x.org,,10\r\n'    // 10
        + 'u10,active,true,,student,Ann,Lee,u10@x.org,,10\r\n'    // 11
        + 'u11,active,true,s5,counselor,Ann,Lee,u11@x.org,,\r\n'  // 12
        + 'u12,active,true,s1,student,Ann,Lee,u12@x.org,,"07,08"\r\n' // 13
        + 'u13,active,true,s1,student,Ann,Lee,u13@x.org,,\r\n'    // 14
        + 'u1,active,true,s1,student,Ann,Lee,u14@x.org,,10\r\n'   // 15
        + 'u15,active,true,s1,student,Ann,Lee,ANN@x.org,,10\r\n'  // 16
        + 'u16,active,true,s1,student,Ann,Lee\r\n',               // 17
    });
    const r = await parseOneRosterZip(file);
    expect(r.schools.map((s) => s.sourcedId)).toEqual(['s1', 's2']);
    expect(r.people.map((p) => p.sourcedId)).toEqual(['u1']);
    expect(r.rejected.map((x) => `${x.file}:${x.line} ${x.reason}`)).toEqual([
      'orgs.csv:5 missing sourcedId',
      'orgs.csv:6 duplicate sourcedId s1 (first on line 3)',
      'orgs.csv:7 missing name',
      'orgs.csv:8 identifier 990000100001 is already the NCES id of North High (line 3)',
      'users.csv:3 unknown role "principal"',
      'users.csv:4 missing role',
      'users.csv:5 missing sourcedId',
      'users.csv:6 missing givenName',
      'users.csv:7 missing familyName',
      'users.csv:8 missing email',
      'users.csv:9 invalid email "u8@"',
      'users.csv:10 none of orgSourcedIds (d1) is a school in orgs.csv',
      'users.csv:11 missing orgSourcedIds',
      'users.csv:12 none of orgSourcedIds (s5) is a school in orgs.csv',
      'users.csv:13 grades "07,08" has no grade from 9 to 12',
      'users.csv:14 missing grades (students need 09 to 12)',
      'users.csv:15 duplicate sourcedId u1 (first on line 2)',
      'users.csv:16 duplicate email ann@x.org (first on line 2)',
      'users.csv:17 the row has 7 fields but the header has 10',
    ]);
  });

  it('holds only the columns it reads to the field length limit', async () => {
    const file = await zipOf({
      'orgs.csv': ORGS,
      'users.csv': 'sourcedId,orgSourcedIds,role,givenName,familyName,email,grades,metadata.notes\r\n'
        + `u1,s1,student,Ann,Lee,ann@x.org,10,${'n'.repeat(1000)}\r\n`
        + `u2,s1,student,${'B'.repeat(257)},Ng,ben@x.org,10,\r\n`,
    });
    const r = await parseOneRosterZip(file);
    expect(r.people.map((p) => p.sourcedId)).toEqual(['u1']);
    expect(r.rejected).toEqual([{ file: 'users.csv', line: 3, reason: 'givenName is longer than 256 characters', reasonText: { code: 'TOO_LONG', values: [{ name: 'column', value: 'givenName' }, { name: 'max', value: '256' }] }, sourcedId: 'u2' }]);
  });

  it('takes the username as the email when the email is blank and the username is one', async () => {
    const file = await zipOf({
      'orgs.csv': ORGS,
      'users.csv': 'sourcedId,orgSourcedIds,role,username,givenName,familyName,email,grades\r\n'
        + 'u1,s1,student,Ann.Lee@X.org,Ann,Lee,,10\r\n'
        + 'u2,s1,student,bnguyen,Ben,Ng,,10\r\n',
    });
    const r = await parseOneRosterZip(file);
    expect(r.people.map((p) => p.email)).toEqual(['ann.lee@x.org']);
    expect(r.rejected).toEqual([{ file: 'users.csv', line: 3, reason: 'missing email', reasonText: { code: 'MISSING', values: [{ name: 'column', value: 'email' }] }, sourcedId: 'u2' }]);
  });

  it('refuses what is not a OneRoster bulk export, saying why', async () => {
    const notZip = path.join(dir, 'roster.zip');
    writeFileSync(notZip, 'role,local_id\nstudent,1\n');
    await expect(parseOneRosterZip(notZip)).rejects.toThrow(new ValidationError('The file is not a zip archive (OneRoster 1.1 is a zip of CSV files: orgs.csv, users.csv, enrollments.csv)'));
    await expect(parseOneRosterZip(await zipOf({ 'orgs.csv': ORGS, 'enrollments.csv': 'sourcedId\r\n' })))
      .rejects.toThrow('The zip has no users.csv; a OneRoster 1.1 export holds orgs.csv, users.csv and enrollments.csv');
    await expect(parseOneRosterZip(await zipOf({ 'users.csv': USERS_HEADER })))
      .rejects.toThrow('The zip has no orgs.csv; a OneRoster 1.1 export holds orgs.csv, users.csv and enrollments.csv');
    await expect(parseOneRosterZip(await zipOf({ 'a/users.csv': USERS_HEADER, 'b/users.csv': USERS_HEADER, 'orgs.csv': ORGS })))
      .rejects.toThrow('The zip holds more than one users.csv');
    await expect(parseOneRosterZip(await zipOf({ 'manifest.csv': 'propertyName,value\r\nfile.users,delta\r\n', 'users.csv': USERS_HEADER, 'orgs.csv': ORGS })))
      .rejects.toThrow('manifest.csv: users.csv is a delta export; export the roster in bulk mode (a full roster is needed to know who left)');
    await expect(parseOneRosterZip(await zipOf({ 'users.csv': 'sourcedId,role\r\n', 'orgs.csv': ORGS })))
      .rejects.toThrow('users.csv: missing columns givenname, familyname, email, orgsourcedids (the first line must name the columns)');
    await expect(parseOneRosterZip(await zipOf({ 'users.csv': USERS_HEADER, 'orgs.csv': ORGS }), { limits: { maxEntryBytes: 150 } }))
      .rejects.toThrow('orgs.csv is larger than 150 bytes uncompressed');
  });

  it('reads files inside a folder of the zip, with a BOM, and caps rows across the whole upload', async () => {
    const file = await zipOf({ 'export/orgs.csv': `\uFEFF${ORGS}`, 'export/users.csv': `\uFEFF${USERS_HEADER}u1,active,true,s1,student,Ann,Lee,ann@x.org,,10\r\n`, '__MACOSX/export/._users.csv': 'junk' });
    expect((await parseOneRosterZip(file)).people.map((p) => p.sourcedId)).toEqual(['u1']);
    // orgs.csv has 3 rows, users.csv 1: four in all.
    await expect(parseOneRosterZip(file, { limits: { maxRows: 3 } })).rejects.toThrow('users.csv: the file has more than 3 rows; split it or contact support');
    await expect(parseOneRosterZip(file, { limits: { maxRows: 4 } })).resolves.toMatchObject({ rejected: [] });
  });

  it('refuses a password-protected entry', async () => {
    const bytes = readFileSync(await zipOf({ 'orgs.csv': ORGS, 'users.csv': USERS_HEADER }));
    // Set the "encrypted" flag (bit 0 of the general purpose flags) in every central directory header.
    for (let at = 0; at + 4 <= bytes.length; at++) {
      if (bytes.readUInt32LE(at) === 0x02014b50) bytes.writeUInt16LE(bytes.readUInt16LE(at + 8) | 1, at + 8);
    }
    const locked = path.join(dir, 'locked.zip');
    writeFileSync(locked, bytes);
    await expect(parseOneRosterZip(locked)).rejects.toThrow('orgs.csv is encrypted; export the roster without a password');
  });

  it('refuses a zip whose entry is damaged', async () => {
    const good = await zipOf({ 'orgs.csv': ORGS, 'users.csv': USERS_HEADER + 'u1,active,true,s1,student,Ann,Lee,ann@x.org,,10\r\n'.repeat(50) });
    const bytes = readFileSync(good);
    // Overwrite the middle of users.csv's deflated bytes: the archive opens, the entry fails as it is read.
    const at = bytes.indexOf(Buffer.from('users.csv')) + 40;
    bytes.fill(0xff, at, at + 24);
    const bad = path.join(dir, 'damaged.zip');
    writeFileSync(bad, bytes);
    await expect(parseOneRosterZip(bad)).rejects.toThrow(ValidationError);
    await expect(parseOneRosterZip(bad)).rejects.toThrow(/damaged/);
  });
});
