import { ValidationError } from '@counsel/kit';
import { parseCatalogFile } from './catalog-file.js';

const CATALOG = [
  'code,title,subject_area,credits,grade_levels,level,prerequisites,entrance_areas',
  'ENG9,English 9,01,1,9,standard,,ag:b;ncaa:english',
  '"SPA3","Español III: Literatura",24,1,"10 11 12",Honors,SPA2,ag:e',
  'BAD1,,01,1,9,standard,,',
  'MATH4,AP Calculus AB,02,one,11 12,AP,MATH3,ag:c',
  'ART1,Ceramics,05,1,9 10,standard,,ag:z',
  'ENG9,English 9 again,01,1,9,standard,,',
  'SHORT,only three,01',
  'DE1,College Writing,01,0.5,12,dual enrollment,ENG9,ag:b',
].join('\r\n');

const ONEROSTER = [
  'sourcedId,status,dateLastModified,schoolYearSourcedId,title,courseCode,grades,orgSourcedId,subjects,subjectCodes',
  'c1,,,2026,AP Biology,BIO-AP,"11,12",org1,Science,03051',
  'c2,,,2026,Honors Geometry,,"09,10",org1,Math,02072',
  'c3,,,2026,Homeroom,HR,"09",org1,,',
  'c4,tobedeleted,,2026,Old Course,OLD,"09",org1,English,01001',
  'c5,,,2026,Third grade reading,R3,"03",org1,English,01001',
].join('\n');

describe('catalog files', () => {
  it('reads the catalog CSV: valid rows kept (accents intact), rejected rows with their line and reason', () => {
    const { courses, rejected } = parseCatalogFile('CATALOG_CSV', CATALOG);
    expect(courses.map((c) => c.code)).toEqual(['ENG9', 'SPA3', 'DE1']);
    expect(courses[1]).toMatchObject({ title: 'Español III: Literatura', gradeLevels: [10, 11, 12], level: 'HONORS', prerequisites: ['SPA2'], entranceAreas: ['ag:e'] });
    expect(courses[2]).toMatchObject({ level: 'DUAL_ENROLLMENT', credits: 0.5 });
    expect(rejected.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 4, reason: 'Title is required (up to 200 characters)' },
      { line: 5, reason: 'Credits must be a number from 0 to 10 (1.0 is a full-year course)' },
      { line: 6, reason: expect.stringContaining('Entrance areas must be among') },
      { line: 7, reason: 'The same course code is on line 2 already' },
      { line: 8, reason: 'The row has 3 fields but the header has 8' },
    ]);
  });

  it('reads "any of" prerequisites: codes joined by "/" are one prerequisite; a malformed group or the course itself is refused', () => {
    const { courses, rejected } = parseCatalogFile('CATALOG_CSV', [
      'code,title,subject_area,credits,grade_levels,level,prerequisites,entrance_areas',
      'CHEM,Química,03,1,10 11 12,standard,ALG1 BIO/ESCI,ag:d',
      'APSTAT,AP Statistics,02,1,11 12,AP,"ALG2/ IM3 /ALG2",ag:c',
      'GEO,Geometry,02,1,10,standard,ALG1//IM1,ag:c',
      'IM2,Integrated Math II,02,1,10,standard,IM1/IM2,ag:c',
      'X,Six options,02,1,10,standard,A/B/C/D/E/F,',
    ].join('\n'));
    expect(courses.map((c) => [c.code, c.prerequisites])).toEqual([['CHEM', ['ALG1', 'BIO/ESCI']], ['APSTAT', ['ALG2/IM3']]]);
    expect(rejected.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 4, reason: expect.stringContaining('Prerequisites must be course codes, or up to 5 codes joined by "/"') },
      { line: 5, reason: 'A course cannot be its own prerequisite' },
      { line: 6, reason: expect.stringContaining('Prerequisites must be course codes') },
    ]);
  });

  it('reads OneRoster courses.csv: SCED area from subjectCodes, level from the title, high-school grades only', () => {
    const { courses, rejected } = parseCatalogFile('ONEROSTER_COURSES', ONEROSTER);
    expect(courses).toEqual([
      { code: 'BIO-AP', title: 'AP Biology', subjectArea: '03', credits: 1, gradeLevels: [11, 12], level: 'AP', prerequisites: [], entranceAreas: [] },
      { code: 'c2', title: 'Honors Geometry', subjectArea: '02', credits: 1, gradeLevels: [9, 10], level: 'HONORS', prerequisites: [], entranceAreas: [] },
    ]);
    expect(rejected.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 4, reason: 'subjectCodes has no SCED code (five digits, the first two the subject area)' },
      { line: 5, reason: 'The course is marked tobedeleted' },
      { line: 6, reason: 'grades has no high-school grade (09 to 12)' },
    ]);
  });

  it('numbers lines as the file has them, past blank lines and titles over two lines', () => {
    const text = [CATALOG.split('\r\n')[0], '', 'A1,"Two-line', 'title",01,1,9,standard,,', 'B1,,01,1,9,standard,,'].join('\n');
    expect(parseCatalogFile('CATALOG_CSV', text)).toMatchObject({ courses: [{ code: 'A1', title: 'Two-line\ntitle' }], rejected: [{ line: 5 }] });
  });

  it('refuses a file without the columns, and broken quoting, with a clear message', () => {
    expect(() => parseCatalogFile('CATALOG_CSV', 'code,title\nA,B')).toThrow(new ValidationError("The file's header lacks subject_area, credits, grade_levels, level, prerequisites, entrance_areas"));
    expect(() => parseCatalogFile('CATALOG_CSV', `${CATALOG.split('\r\n')[0]}\nX,"unclosed,01,1,9,standard,,`)).toThrow(ValidationError);
  });
});
