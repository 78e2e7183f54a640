import { describe, expect, it } from '@jest/globals';
import { catalogT } from '../../test-support/catalog-t';
import { renderPlanText } from './plan-text';

const text = (code: string, args: Record<string, unknown>) => ({ code, args: JSON.stringify(args) });
const asIs = (label: string) => label;

// Pairs the planning service's tests pin (services/planning/src/domain/*.test.ts): the English catalog must say
// each exactly as the service does, so that what a Spanish reader sees is the same sentence.
const SAMPLES: [ReturnType<typeof text>, string][] = [
  [text('REQUIREMENT_MISSING', { label: 'English', unit: 'credit', required: '4', completed: '3', planned: '0.5', missing: '0.5' }),
    'English: 0.5 credits missing of 4 (3 completed, 0.5 planned)'],
  [text('REQUIREMENT_MISSING', { label: 'c. Mathematics', unit: 'year', required: '3', completed: '2', planned: '0', missing: '1' }),
    'c. Mathematics: 1 year missing of 3 (2 completed, 0 planned)'],
  [text('REQUIREMENT_MET', { label: 'Total credits', labelCode: 'TOTAL', unit: 'credit', required: '24', completed: '20', planned: '4', have: '24' }),
    'Total credits: met, 24 of 24 credits (20 completed, 4 planned)'],
  [text('COURSES_NOT_IN_PLAN', { label: 'U.S. History', codes: 'HIS2' }), 'U.S. History: HIS2 not in the plan'],
  [text('GPA_LOW', { gpa: '2.15', minimum: '2.3' }), 'Core-course GPA: 2.15, below the 2.3 needed'],
  [text('AT_RISK', { names: [{ label: 'e. Language other than English' }] }), 'At risk: e. Language other than English still missing, which fits in the years left'],
  [text('OFF_TRACK', { names: [{ label: 'English' }, { label: 'Core-course GPA', labelCode: 'CORE_GPA' }, { label: '10 core courses before the seventh semester', labelCode: 'EARLY_CORE', n: 10 }] }),
    'Off track: English; Core-course GPA; 10 core courses before the seventh semester cannot be made up in the years left'],
  [text('PREREQUISITE_MISSING', { title: 'Geometry', code: 'MATH2', grade: 10, term: 'FULL_YEAR', prerequisite: 'MATH1' }),
    'Geometry (MATH2) in grade 10 the full year needs MATH1 first, which is not in the plan'],
  [text('GRADE_NOT_OFFERED', { title: 'AP Calculus AB', code: 'MATH4', grade: 10, grades: '11, 12', count: 2 }),
    'AP Calculus AB (MATH4) is offered in grades 11, 12, not in grade 10'],
  [text('OVERLOADED_TERM', { grade: 10, term: 'FALL', load: '5', max: '4' }), 'Grade 10 fall carries 5 credits, more than the 4 a term holds'],
  [text('PREREQUISITE_MISSING_ANY', { title: 'Algebra II', code: 'ALG2', grade: 10, term: 'FULL_YEAR', options: 'GEO, IM2' }),
    'Algebra II (ALG2) in grade 10 the full year needs one of GEO, IM2 first, none of which is in the plan'],
];

describe('the plan checks in the reader\'s language', () => {
  it('says every sentence in English exactly as the service writes it', async () => {
    const t = await catalogT('en', 'planning');
    for (const [fields, english] of SAMPLES) expect(renderPlanText(t, fields, asIs)).toBe(english);
  });

  it('says them in Spanish, with the units and places in Spanish', async () => {
    const t = await catalogT('es', 'planning');
    const spanish = (label: string) => (label === 'English' ? 'Inglés' : label);
    expect(renderPlanText(t, SAMPLES[0][0], spanish)).toBe('Inglés: faltan 0.5 créditos de 4 (3 completados, 0.5 planificados)');
    expect(renderPlanText(t, SAMPLES[9][0], spanish)).toBe('El otoño del grado 10 tiene 5 créditos, más de los 4 que caben en un período');
    expect(renderPlanText(t, SAMPLES[6][0], spanish)).toContain('Inglés; Promedio (GPA) de los cursos básicos; 10 cursos básicos antes del séptimo semestre');
  });

  it('leaves a sentence it does not know, or unreadable values, to the service\'s English', async () => {
    const t = await catalogT('es', 'planning');
    expect(renderPlanText(t, text('SOMETHING_NEW', {}), asIs)).toBeNull();
    expect(renderPlanText(t, { code: 'GPA_LOW', args: '{not json' }, asIs)).toBeNull();
  });
});
