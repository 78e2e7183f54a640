import { AG_SET_ID, builtInSets, NCAA_SET_ID } from './builtin-sets.js';
import { evaluatePlan } from './evaluate.js';
import type { RequirementSet } from './requirement-set.js';
import { catalogOf, course, entry } from '../../test/support/courses.js';

const ag = builtInSets().find((s) => s.id === AG_SET_ID)!;
const ncaa = builtInSets().find((s) => s.id === NCAA_SET_ID)!;

const english = [1, 2, 3, 4, 5].map((n) => course(`ENG${n}`, '01', ['ag:b', 'ncaa:english']));
const history = [1, 2].map((n) => course(`HIS${n}`, '04', ['ag:a', 'ncaa:social']));
const math = [1, 2, 3].map((n) => course(`MAT${n}`, '02', ['ag:c', 'ncaa:math']));
const science = [1, 2].map((n) => course(`SCI${n}`, '03', ['ag:d', 'ncaa:science']));
const spanish = [1, 2].map((n) => course(`SPA${n}`, '24', ['ag:e']));
const art = course('ART1', '05', ['ag:f']);
const catalog = catalogOf([...english, ...history, ...math, ...science, ...spanish, art]);

const graduation: RequirementSet = {
  id: 'grad', schoolId: 'school-a', name: 'Graduation', kind: 'GRADUATION', source: null, builtIn: false, unit: 'credit',
  minimumMark: null, minimumTotalCredits: 6, minimumGpa: null, earlyCore: null, updatedAt: '',
  requirements: [
    { key: 'ela', label: 'English', areas: ['sced:01'], credits: 4, courseCodes: [] },
    { key: 'us', label: 'U.S. History', areas: [], credits: 0, courseCodes: ['HIS2'] },
  ],
};

const statusOf = (checks: ReturnType<typeof evaluatePlan>['checks'], id: string) => checks.find((c) => c.setId === id)!;
const req = (check: ReturnType<typeof statusOf>, key: string) => check.requirements.find((r) => r.key === key)!;

describe('requirement sets against a plan', () => {
  it('meets a credit requirement exactly met, and misses it by half a credit', () => {
    const four = english.slice(0, 4).map((c, i) => entry(c, 9 + i, 'B'));
    const met = statusOf(evaluatePlan([...four, entry(history[1], 11, 'A'), entry(art, 9, 'A')], catalog, [graduation], 12).checks, 'grad');
    expect(req(met, 'ela')).toMatchObject({ met: true, required: 4, completed: 4, missing: 0 });
    expect(req(met, 'total')).toMatchObject({ met: true, required: 6, completed: 6 });
    expect(met.status).toBe('ON_TRACK');

    const half = { ...english[3], id: 'half', code: 'ENGH', credits: 0.5 };
    const short = evaluatePlan([...four.slice(0, 3), entry(half, 12, null, 'FALL'), entry(history[1], 11, 'A')], catalogOf([...catalog.values(), half]), [graduation], 12);
    const check = statusOf(short.checks, 'grad');
    expect(req(check, 'ela')).toMatchObject({ met: false, completed: 3, planned: 0.5, missing: 0.5 });
    expect(req(check, 'ela').summary).toBe('English: 0.5 credits missing of 4 (3 completed, 0.5 planned)');
    // The same sentence as a code and values, which the web says in the reader's language.
    expect(req(check, 'ela').summaryText).toEqual({
      code: 'REQUIREMENT_MISSING', args: { label: 'English', unit: 'credit', required: '4', completed: '3', planned: '0.5', missing: '0.5' },
    });
  });

  it('names a required course that is not in the plan', () => {
    const check = statusOf(evaluatePlan([entry(history[0], 9, 'A')], catalog, [graduation], 9).checks, 'grad');
    expect(req(check, 'us:courses')).toMatchObject({ met: false, missing: 1, summary: 'U.S. History: HIS2 not in the plan' });
    expect(req(check, 'us:courses').summaryText).toEqual({ code: 'COURSES_NOT_IN_PLAN', args: { label: 'U.S. History', codes: 'HIS2' } });
  });

  it("counts a-g courses only with a C or better: C counts, C- does not", () => {
    const withC = statusOf(evaluatePlan([entry(math[0], 9, 'C'), entry(math[1], 10, 'C'), entry(math[2], 11, 'C')], catalog, [ag], 12).checks, AG_SET_ID);
    expect(req(withC, 'c')).toMatchObject({ met: true, completed: 3 });
    const withCMinus = statusOf(evaluatePlan([entry(math[0], 9, 'C'), entry(math[1], 10, 'C-'), entry(math[2], 11, 'C')], catalog, [ag], 12).checks, AG_SET_ID);
    expect(req(withCMinus, 'c')).toMatchObject({ met: false, completed: 2, missing: 1 });
    expect(req(withCMinus, 'c').summary).toBe('c. Mathematics: 1 year missing of 3 (2 completed, 0 planned)');
  });

  it('gives a course that counts for two areas to the area that needs it, and the overflow to the elective', () => {
    // A course approved for both d (science) and f (arts): with science already met it fills f.
    const artScience = course('ARTSCI', '03', ['ag:d', 'ag:f']);
    const cat = catalogOf([...catalog.values(), artScience]);
    const check = statusOf(evaluatePlan([entry(science[0], 9, 'A'), entry(science[1], 10, 'A'), entry(artScience, 11, 'A')], cat, [ag], 12).checks, AG_SET_ID);
    expect(req(check, 'd')).toMatchObject({ met: true, completed: 2 });
    expect(req(check, 'f')).toMatchObject({ met: true, completed: 1 });
    // A fifth year of English goes to g once b has its four.
    const five = statusOf(evaluatePlan(english.map((c, i) => entry(c, Math.min(9 + i, 12), 'A', i === 4 ? 'SUMMER' : 'FULL_YEAR')), catalog, [ag], 12).checks, AG_SET_ID);
    expect(req(five, 'b')).toMatchObject({ met: true, completed: 4 });
    expect(req(five, 'g')).toMatchObject({ met: true, completed: 1 });
  });

  it('holds NCAA to 10 core courses before the seventh semester, 7 of them in English, math or science', () => {
    // Ten core courses in grades 9–11, only six of them English, math or science.
    const early = [
      entry(english[0], 9, 'B'), entry(english[1], 10, 'B'), entry(english[2], 11, 'B'), entry(math[0], 9, 'B'), entry(math[1], 10, 'B'),
      entry(science[0], 11, 'B'), entry(history[0], 9, 'B'), entry(history[1], 10, 'B'),
    ];
    const socialExtra = [1, 2].map((n) => course(`SOC${n}`, '04', ['ncaa:additional']));
    const cat = catalogOf([...catalog.values(), ...socialExtra]);
    const tenWithSix = [...early, entry(socialExtra[0], 11, 'B'), entry(socialExtra[1], 11, 'B')];
    const inTwelfth = statusOf(evaluatePlan(tenWithSix, cat, [ncaa], 12).checks, NCAA_SET_ID);
    expect(req(inTwelfth, 'early-core')).toMatchObject({ met: true, completed: 10 });
    expect(req(inTwelfth, 'early-core-ems')).toMatchObject({ met: false, completed: 6, missing: 1 });
    // In grade 12 the seventh semester has come: the gap cannot be made up.
    expect(inTwelfth.status).toBe('OFF_TRACK');
    // In grade 11 a seventh English, math or science course this year still fixes it.
    const inEleventh = statusOf(evaluatePlan(tenWithSix, cat, [ncaa], 11).checks, NCAA_SET_ID);
    expect(inEleventh.status).toBe('AT_RISK');
    // Seven of ten: met.
    const seven = [...tenWithSix.slice(0, 9), entry(science[1], 11, 'B')];
    expect(req(statusOf(evaluatePlan(seven, cat, [ncaa], 12).checks, NCAA_SET_ID), 'early-core-ems')).toMatchObject({ met: true, completed: 7 });
  });

  it('counts the NCAA core GPA: 2.3 is enough, below it is a gap', () => {
    // C+ is 2.3 on the four-point scale.
    const at = statusOf(evaluatePlan([entry(english[0], 9, 'C+'), entry(math[0], 9, 'C+')], catalog, [ncaa], 10).checks, NCAA_SET_ID);
    expect(req(at, 'core-gpa')).toMatchObject({ met: true });
    const below = statusOf(evaluatePlan([entry(english[0], 9, 'C+'), entry(math[0], 9, 'C')], catalog, [ncaa], 10).checks, NCAA_SET_ID);
    expect(req(below, 'core-gpa')).toMatchObject({ met: false });
    expect(req(below, 'core-gpa').summary).toBe('Core-course GPA: 2.15, below the 2.3 needed');
    expect(req(below, 'core-gpa').summaryText).toEqual({ code: 'GPA_LOW', args: { gpa: '2.15', minimum: '2.3' } });
    expect(below.summaryText.args.names).toContainEqual({ label: 'Core-course GPA', labelCode: 'CORE_GPA' });
  });

  it('is on track when planned courses fill every gap, at risk when the years left can, off track when they cannot', () => {
    const full = [
      ...english.map((c, i) => entry(c, Math.min(9 + i, 12), i < 2 ? 'A' : null)), ...history.map((c, i) => entry(c, 10 + i, i < 1 ? 'B' : null)),
      ...math.map((c, i) => entry(c, 9 + i, i < 2 ? 'A' : null)), ...science.map((c, i) => entry(c, 9 + i, 'A')),
      ...spanish.map((c, i) => entry(c, 11 + i, null)), entry(art, 12, null),
    ];
    expect(statusOf(evaluatePlan(full, catalog, [ag], 11).checks, AG_SET_ID).status).toBe('ON_TRACK');
    const noLanguage = full.filter((e) => !e.code.startsWith('SPA'));
    const atRisk = statusOf(evaluatePlan(noLanguage, catalog, [ag], 11).checks, AG_SET_ID);
    expect(atRisk).toMatchObject({ status: 'AT_RISK', summary: 'At risk: e. Language other than English still missing, which fits in the years left' });
    expect(atRisk.summaryText).toEqual({ code: 'AT_RISK', args: { names: [{ label: 'e. Language other than English' }] } });
    // After grade 12 no year is left.
    expect(statusOf(evaluatePlan(noLanguage, catalog, [ag], 13).checks, AG_SET_ID).status).toBe('OFF_TRACK');
  });
});
