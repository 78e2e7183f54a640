import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@counsel/kit';
import { admin, counselorA, counselorB, jordan, maya, seed, teacherA, testPlanning, type TestPlanning } from '../../test/support/test-planning.js';

let t: TestPlanning;
let id: (code: string) => string;
beforeEach(async () => { t = await testPlanning(); ({ id } = await seed(t)); });
afterEach(async () => { await t.close(); });

const course = { code: 'CHEM', title: 'Química', subjectArea: '03', credits: 1, gradeLevels: [10, 11], level: 'HONORS', prerequisites: ['ALG1'], entranceAreas: ['ag:d'] };

describe('the course catalog', () => {
  it('is read by the school\'s people (search by code or title) and not found for other schools', async () => {
    expect((await t.catalog.page(maya, 'school-a', 'alg', 10, 0)).items.map((c) => c.code)).toEqual(['ALG1']);
    expect((await t.catalog.page(counselorA, 'school-a', null)).total).toBe(5);
    expect((await t.catalog.page(teacherA, 'school-a', 'eng')).total).toBe(2);
    await expect(t.catalog.page(counselorB, 'school-a', null)).rejects.toThrow(new NotFoundError('School not found'));
    await expect(t.catalog.page(maya, 'school-b', null)).rejects.toThrow(NotFoundError);
  });

  it('is edited by admins only, a code once per school', async () => {
    await expect(t.catalog.create(counselorA, 'school-a', course)).rejects.toThrow(ForbiddenError);
    const made = await t.catalog.create(admin, 'school-a', course);
    expect(made).toMatchObject({ code: 'CHEM', title: 'Química', level: 'HONORS' });
    await expect(t.catalog.create(admin, 'school-a', course)).rejects.toThrow(new ConflictError('A course with this code is already in the catalog'));
    await expect(t.catalog.create(admin, 'school-a', { ...course, code: 'X', subjectArea: '06' })).rejects.toThrow(new ValidationError('Subject area must be a SCED subject area code, "01" to "24"'));
    expect(await t.catalog.update(admin, made.id, { ...course, credits: 0.5 })).toMatchObject({ credits: 0.5 });
    expect(await t.catalog.remove(admin, made.id)).toBe(true);
    await expect(t.catalog.remove(admin, made.id)).rejects.toThrow(NotFoundError);
  });

  it('imports a file: the dry run counts new, changed and unchanged courses and changes nothing; apply needs rejections accepted', async () => {
    const file = [
      'code,title,subject_area,credits,grade_levels,level,prerequisites,entrance_areas',
      'ENG9,English 9,01,1,9,standard,,ag:b;ncaa:english',
      'ENG10,English 10: Voices,01,1,10,standard,ENG9,ag:b;ncaa:english',
      'ART1,Art,05,1,9 10 11 12,standard,,ag:f',
      'BAD,,05,1,9,standard,,',
    ].join('\n');
    await expect(t.catalog.startImport(counselorA, 'school-a', 'CATALOG_CSV', file)).rejects.toThrow(ForbiddenError);
    const dry = await t.catalog.startImport(admin, 'school-a', 'CATALOG_CSV', file, 'fall.csv');
    expect(dry).toMatchObject({ status: 'PREVIEWED', created: 1, updated: 1, unchanged: 1, rejected: [{ line: 5, reason: 'Title is required (up to 200 characters)' }] });
    expect((await t.catalog.page(admin, 'school-a', 'ART')).total).toBe(0);
    await expect(t.catalog.applyImport(admin, dry.id, false)).rejects.toThrow(ConflictError);
    expect((await t.catalog.applyImport(admin, dry.id, true)).status).toBe('APPLIED');
    expect((await t.catalog.page(admin, 'school-a', null)).items.map((c) => c.title)).toContain('English 10: Voices');
    // The course kept its id: plans naming it still do.
    expect((await t.store.catalog.courseByCode('school-a', 'ENG10'))!.id).toBe(id('ENG10'));
    await expect(t.catalog.applyImport(admin, dry.id, true)).rejects.toThrow(new ConflictError('This import is already applied'));
  });

  it('checks every plan of the school again when the catalog changes: the stored status per set follows', async () => {
    const set = await t.requirements.save(admin, { schoolId: 'school-a', name: 'Math', requirements: [{ label: 'Mathematics', areas: ['sced:02'], credits: 3 }] });
    await t.plans.save(jordan, 'st-jordan', { entries: ['ALG1', 'GEO', 'CALC'].map((code, i) => ({ courseId: id(code), grade: 9 + i, term: 'FULL_YEAR', state: 'COMPLETED', mark: 'B' })) });
    const track = async () => (await t.list.list(admin, { scope: 'SCHOOL' })).items[0].tracks.find((s) => s.setId === set.id)!.status;
    expect(await track()).toBe('ON_TRACK');
    // The catalog now files calculus under another subject area: Jordan is a math credit short.
    const calc = (await t.store.catalog.courseByCode('school-a', 'CALC'))!;
    await t.catalog.update(admin, calc.id, { ...calc, subjectArea: '22' });
    expect(await track()).toBe('AT_RISK');
    expect((await t.plans.get(jordan, 'st-jordan')).checks[0].requirements[0]).toMatchObject({ completed: 2, missing: 1 });
  });
});
