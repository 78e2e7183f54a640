import { evaluatePlan } from './evaluate.js';
import { catalogOf, course, entry } from '../../test/support/courses.js';

const alg1 = course('MATH1', '02', [], { title: 'Algebra I' });
const geo = course('MATH2', '02', [], { title: 'Geometry', prerequisites: ['MATH1'] });
const calc = course('MATH4', '02', [], { title: 'AP Calculus AB', level: 'AP', gradeLevels: [11, 12], prerequisites: ['MATH1'] });
const catalog = catalogOf([alg1, geo, calc]);
const problems = (...entries: ReturnType<typeof entry>[]) => evaluatePlan(entries, catalog, [], 9).problems;

describe('plan problems', () => {
  it('accepts a prerequisite in an earlier term, refuses one in the same year or later, and names a missing one', () => {
    expect(problems(entry(alg1, 9, null), entry(geo, 10, null))).toEqual([]);
    expect(problems(entry(alg1, 9, null, 'FALL'), entry(geo, 9, null, 'SPRING'))).toEqual([]);
    expect(problems(entry(alg1, 10, null), entry(geo, 10, null)).map((p) => p.message))
      .toEqual(['Geometry (MATH2) in grade 10 the full year comes before its prerequisite Algebra I (MATH1) in grade 10 the full year']);
    expect(problems(entry(geo, 9, null), entry(alg1, 10, null))[0]).toMatchObject({ kind: 'PREREQUISITE_ORDER', courseCode: 'MATH2', grade: 9 });
    expect(problems(entry(geo, 10, null)).map((p) => p.message)).toEqual(['Geometry (MATH2) in grade 10 the full year needs MATH1 first, which is not in the plan']);
  });

  it('takes any one course of an "any of" prerequisite, and names the group when none is placed before', () => {
    const im1 = course('IM1', '02', [], { title: 'Integrated Math I' });
    const stats = course('STAT', '02', [], { title: 'Statistics', prerequisites: ['MATH1/IM1'] });
    const cat = catalogOf([alg1, im1, stats]);
    const of = (...entries: ReturnType<typeof entry>[]) => evaluatePlan(entries, cat, [], 9).problems.map((p) => p.message);
    expect(of(entry(im1, 9, null), entry(stats, 10, null))).toEqual([]);
    expect(of(entry(alg1, 9, 'B'), entry(stats, 10, null))).toEqual([]);
    // One of them in time is enough, even with the other placed later.
    expect(of(entry(im1, 9, null), entry(alg1, 11, null), entry(stats, 10, null))).toEqual([]);
    expect(of(entry(stats, 10, null))).toEqual(['Statistics (STAT) in grade 10 the full year needs one of MATH1, IM1 first, none of which is in the plan']);
    expect(of(entry(stats, 10, null), entry(im1, 11, null)))
      .toEqual(['Statistics (STAT) in grade 10 the full year comes before its prerequisite Integrated Math I (IM1) in grade 11 the full year']);
  });

  it('names a course planned in a grade it is not offered in (a completed one is a fact)', () => {
    expect(problems(entry(alg1, 9, null), entry(calc, 10, null)).map((p) => p.message)).toEqual(['AP Calculus AB (MATH4) is offered in grades 11, 12, not in grade 10']);
    expect(problems(entry(alg1, 9, 'A'), entry(calc, 10, 'B'))).toEqual([]);
  });

  it('names an overloaded term: eight full-year courses fit, a ninth or a semester course on top does not', () => {
    const many = Array.from({ length: 9 }, (_, i) => course(`C${i}`, '22', []));
    const cat = catalogOf(many);
    const eight = many.slice(0, 8).map((c) => entry(c, 10, null));
    expect(evaluatePlan(eight, cat, [], 9).problems).toEqual([]);
    const over = evaluatePlan([...eight, entry(many[8], 10, null, 'FALL')], cat, [], 9).problems;
    expect(over).toEqual([{ kind: 'OVERLOADED_TERM', courseCode: null, grade: 10, term: 'FALL', message: 'Grade 10 fall carries 5 credits, more than the 4 a term holds',
      messageText: { code: 'OVERLOADED_TERM', args: { grade: 10, term: 'FALL', load: '5', max: '4' } },
    }]);
  });
});
