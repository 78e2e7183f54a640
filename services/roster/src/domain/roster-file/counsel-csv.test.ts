import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { ValidationError } from '@counsel/kit';
import { parseCounselCsv } from './counsel-csv.js';

const HEADER = 'role,local_id,first_name,last_name,email,school,school_nces_id,grade,counselor_email\n';
const parse = (text: string, limits = {}) => parseCounselCsv(Readable.from([Buffer.from(text)]), { limits });
const sample = fileURLToPath(new URL('../../../../../data/sample-roster/sample-counsel.csv', import.meta.url));

describe('Counsel CSV', () => {
  it('reads the committed sample', async () => {
    const r = await parseCounselCsv(createReadStream(sample));
    expect(r.rejected).toEqual([]);
    expect(r.schools.map((s) => [s.sourcedId, s.name])).toEqual([
      ['990000100001', 'Northside High School'], ['990000100002', 'Riverside High School'], ['990000100003', 'Lakeview High School'],
    ]);
    expect(r.people).toHaveLength(340);
    expect(r.people.filter((p) => p.role === 'teacher').map((p) => p.schoolSourcedIds.length)).toEqual([1, 1, 1]);
    expect(r.people.filter((p) => p.role === 'student' && p.counselorEmail)).toHaveLength(330);
  });

  it('maps a row per person: headers in any order and case, staff at several schools, BOM and CRLF', async () => {
    const r = await parse('\uFEFFEmail,ROLE,Local_ID,First_Name,Last_Name,School,Grade,Counselor_Email\r\n'
      + 'CO@X.ORG,counselor,c1,Cora,Diaz,North High; South High,,\r\n'
      + 'ann@x.org,Student,s1,Ann,"Lee, Jr.",north  high,09,co@x.org\r\n'
      + 'ada@x.org,admin,a1,Ada,Fox,,,\r\n');
    expect(r.rejected).toEqual([]);
    expect(r.schools).toEqual([
      { file: 'roster.csv', line: 2, sourcedId: 'north high', name: 'North High', ncesId: null, city: null, state: null },
      { file: 'roster.csv', line: 2, sourcedId: 'south high', name: 'South High', ncesId: null, city: null, state: null },
    ]);
    expect(r.people).toEqual([
      { file: 'roster.csv', line: 2, sourcedId: 'c1', role: 'counselor', firstName: 'Cora', lastName: 'Diaz', email: 'co@x.org', schoolSourcedIds: ['north high', 'south high'], grade: null, counselorEmail: null, active: true },
      { file: 'roster.csv', line: 3, sourcedId: 's1', role: 'student', firstName: 'Ann', lastName: 'Lee, Jr.', email: 'ann@x.org', schoolSourcedIds: ['north high'], grade: '9', counselorEmail: 'co@x.org', active: true },
      { file: 'roster.csv', line: 4, sourcedId: 'a1', role: 'admin', firstName: 'Ada', lastName: 'Fox', email: 'ada@x.org', schoolSourcedIds: [], grade: null, counselorEmail: null, active: true },
    ]);
  });

  it('reads teachers: their schools like staff, no grade or counselor; a school is required; never a student\'s counselor', async () => {
    const r = await parse(HEADER
      + 'teacher,t1,Dan,Okafor,DAN@x.org,North High;South High,,11,ann@x.org\n'
      + 'teacher,t2,Tess,Ray,tess@x.org,,,,\n'
      + 'student,s1,Ann,Lee,ann@x.org,North High,,10,dan@x.org\n');
    expect(r.people).toEqual([
      { file: 'roster.csv', line: 2, sourcedId: 't1', role: 'teacher', firstName: 'Dan', lastName: 'Okafor', email: 'dan@x.org', schoolSourcedIds: ['north high', 'south high'], grade: null, counselorEmail: null, active: true },
    ]);
    expect(r.rejected.map((x) => [x.line, x.reason])).toEqual([
      [3, 'missing school (a teacher belongs to at least one)'],
      [4, 'counselor email dan@x.org belongs to a teacher (line 2), not a counselor'],
    ]);
  });

  it('keys a school by its NCES id once any row gives it, and counts lines of quoted fields with newlines', async () => {
    const r = await parse(HEADER
      + 'student,s1,"Ann\nMarie",Lee,ann@x.org,North High,,10,\n'
      + 'student,s2,Ben,Ng,ben@x.org,NORTH HIGH,990000100001,11,\n'
      + 'student,s3,Cy,Oh,cy@x.org,North High,bad,12,\n');
    expect(r.schools.map((s) => [s.sourcedId, s.ncesId, s.line])).toEqual([['990000100001', '990000100001', 2]]);
    expect(r.people.map((p) => [p.sourcedId, p.line, p.schoolSourcedIds])).toEqual([['s1', 2, ['990000100001']], ['s2', 4, ['990000100001']]]);
    expect(r.rejected).toEqual([{ file: 'roster.csv', line: 5, reason: 'school_nces_id bad is not 12 digits', reasonText: { code: 'NCES_NOT_12_DIGITS', values: [{ name: 'value', value: 'bad' }] }, sourcedId: 's3' }]);
  });

  it('skips blank lines but counts them, so a rejection names the line an editor shows', async () => {
    const r = await parse('\r\n' + HEADER + '\r\n   \r\nstudent,s1,Ann,Lee,ann@x.org,North,,10,\r\n\r\nstudent,s2,Ben,Ng,bad,North,,10,\r\n');
    expect(r.people.map((p) => [p.sourcedId, p.line])).toEqual([['s1', 5]]);
    expect(r.rejected).toEqual([{ file: 'roster.csv', line: 7, reason: 'invalid email "bad"', reasonText: { code: 'INVALID_EMAIL', values: [{ name: 'column', value: 'email' }, { name: 'value', value: 'bad' }] }, sourcedId: 's2' }]);
  });

  it('rejects each bad row with its line and a reason, and keeps the good ones', async () => {
    const rows = [
      'student,s1,Ann,Lee,ann@x.org,North,,10,',                     // 2 ok
      'student,,Ann,Lee,a2@x.org,North,,10,',                        // 3
      'librarian,t1,Tom,Ray,tom@x.org,North,,,',                     // 4
      ',r1,Tom,Ray,r1@x.org,North,,,',                               // 5
      'student,s3,,Lee,s3@x.org,North,,10,',                         // 6
      'student,s4,Ann,,s4@x.org,North,,10,',                         // 7
      'student,s5,Ann,Lee,,North,,10,',                              // 8
      'student,s6,Ann,Lee,not-an-email,North,,10,',                  // 9
      'student,s7,Ann,Lee,s7@x.org,North,,8,',                       // 10
      'student,s8,Ann,Lee,s8@x.org,North,,,',                        // 11
      'student,s1,Ann,Lee,s9@x.org,North,,10,',                      // 12
      'student,s10,Ann,Lee,ANN@x.org,North,,10,',                    // 13
      'student,s11,Ann,Lee,s11@x.org,,,10,',                         // 14
      'student,s12,Ann,Lee,s12@x.org,North;South,,10,',              // 15
      'counselor,c1,Cy,Oh,c1@x.org,,,,',                             // 16
      'student,s13,Ann,Lee,s13@x.org,North,,10,nope',                // 17
      'student,s14,Ann,Lee,s14@x.org,North,,10,ann@x.org',           // 18
      'student,s15,Ann,Lee,s15@x.org,North,990000100001;990000100002,10,', // 19
      'student,s16,Ann,Lee,s16@x.org,North,990000100001,10,',        // 20 ok: North gets its NCES id
      'student,s17,Ann,Lee,s17@x.org,South,990000100001,10,',        // 21
      'student,s18,Ann,Lee,s18@x.org,North,990000100009,10,',        // 22
      'student,s19,Ann,Lee,s19@x.org,North,,10',                     // 23
      'student,s20,Ann,Lee,s20@x.org,North,,10,s20@x.org',           // 24
    ];
    const r = await parse(HEADER + rows.join('\n') + '\n');
    expect(r.people.map((p) => p.sourcedId)).toEqual(['s1', 's16']);
    expect(r.rejected.map((x) => [x.line, x.reason])).toEqual([
      [3, 'missing local_id'],
      [4, 'unknown role "librarian" (expected student, counselor, admin, teacher or guardian)'],
      [5, 'missing role'],
      [6, 'missing first_name'],
      [7, 'missing last_name'],
      [8, 'missing email'],
      [9, 'invalid email "not-an-email"'],
      [10, 'grade "8" is out of range (9 to 12)'],
      [11, 'missing grade (students need 9 to 12)'],
      [12, 'duplicate local_id s1 (first on line 2)'],
      [13, 'duplicate email ann@x.org (first on line 2)'],
      [14, 'missing school (a student belongs to at least one)'],
      [15, 'a student belongs to exactly one school'],
      [16, 'missing school (a counselor belongs to at least one)'],
      [17, 'invalid counselor_email "nope"'],
      [18, 'counselor email ann@x.org belongs to a student (line 2), not a counselor'],
      [19, 'school_nces_id lists 2 ids for 1 school'],
      [21, 'school_nces_id 990000100001 is already the id of school "North" (line 2)'],
      [22, 'school "North" has NCES id 990000100001 on line 20, not 990000100009'],
      [23, 'the row has 8 fields but the header has 9'],
      [24, 'a student cannot be their own counselor'],
    ]);
    // A rejected row keeps its id, so the planner never deactivates that person for being "absent".
    expect(r.rejected.find((x) => x.line === 17)!.sourcedId).toBe('s13');
    expect(r.rejected.find((x) => x.line === 23)!.sourcedId).toBe('s19');
  });

  it('rejects a field longer than the limit; refuses missing columns, broken quoting, an empty file and too many rows', async () => {
    const long = await parse(HEADER + `student,s1,${'A'.repeat(300)},Lee,a@x.org,North,,10,\n`);
    expect(long.rejected).toEqual([{ file: 'roster.csv', line: 2, reason: 'first_name is longer than 256 characters', reasonText: { code: 'TOO_LONG', values: [{ name: 'column', value: 'first_name' }, { name: 'max', value: '256' }] }, sourcedId: 's1' }]);
    await expect(parse('role,local_id,first_name,email\n')).rejects.toThrow(new ValidationError('roster.csv: missing columns last_name, school (the first line must name the columns)'));
    await expect(parse(HEADER + 'student,s1,"Ann"x,Lee,a@x.org,North,,10,\n')).rejects.toThrow(/^roster.csv line 2: invalid quoting/);
    await expect(parse(HEADER + 'student,s1,"Ann,Lee,a@x.org,North,,10,\n')).rejects.toThrow('roster.csv line 2: a quoted field is never closed');
    await expect(parse(HEADER + `student,s1,"${'x'.repeat(70_000)}`)).rejects.toThrow(/^roster.csv line 2: a row is longer than 65,536 characters/);
    await expect(parse('')).rejects.toThrow('roster.csv is empty (the first line must name the columns)');
    const three = HEADER + ['s1', 's2', 's3'].map((s) => `student,${s},Ann,Lee,${s}@x.org,North,,10,`).join('\n');
    await expect(parse(three, { maxRows: 2 })).rejects.toThrow('roster.csv: the file has more than 2 rows; split it or contact support');
    await expect(parse(three, { maxRows: 3 })).resolves.toMatchObject({ rejected: [] });
  });
});
