// The fit's reason written from its code and values: the service's exact English for an English reader (the same
// sentences as services/colleges/src/domain/fit.test.ts), the Spanish sentence with Spanish numbers otherwise.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import i18next from 'i18next';
import { setDateLocale } from '../../app/date-format';
import { fitReasonText, type FitReasonValues } from './fit-reason-text';

const catalog = (language: string, namespace: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}/${namespace}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

const CASES: Array<[FitReasonValues, string, string]> = [
  [{ code: 'BELOW_P25', test: 'SAT', value: 1199, p25: 1200, p75: 1400 }, "SAT 1199 is below this college's 25th percentile of 1200", 'SAT de 1199 está por debajo del percentil 25 de esta universidad (1200)'],
  [{ code: 'WITHIN_MIDDLE', test: 'ACT', value: 30, p25: 25, p75: 30 }, "ACT 30 is within this college's middle 50% (25-30)", 'ACT de 30 está dentro del 50 % central de esta universidad (25-30)'],
  [{ code: 'ABOVE_P75_RATE', test: 'SAT', value: 1401, p25: 1200, p75: 1400, rate: 50 }, "SAT 1401 is above this college's 75th percentile of 1400 and it admits 50% of applicants", 'SAT de 1401 está por encima del percentil 75 de esta universidad (1400) y admite al 50 % de los solicitantes'],
  [{ code: 'ABOVE_P75_LOW_RATE', test: 'SAT', value: 1401, p25: 1200, p75: 1400, rate: 49 }, "SAT 1401 is above this college's 75th percentile of 1400, but it admits only 49% of applicants", 'SAT de 1401 está por encima del percentil 75 de esta universidad (1400), pero solo admite al 49 % de los solicitantes'],
  [{ code: 'ABOVE_P75', test: 'SAT', value: 1401, p25: 1200, p75: 1400 }, "SAT 1401 is above this college's 75th percentile of 1400", 'SAT de 1401 está por encima del percentil 75 de esta universidad (1400)'],
  [{ code: 'RATE_UNDER_15', rate: 14.9 }, 'This college admits 14.9% of applicants (under 15%)', 'Esta universidad admite al 14,9 % de los solicitantes (menos del 15 %)'],
  [{ code: 'RATE_80_PLUS', rate: 80 }, 'This college admits 80% of applicants (80% or more)', 'Esta universidad admite al 80 % de los solicitantes (80 % o más)'],
  [{ code: 'NO_SCORES', rate: 79.9 }, 'No SAT or ACT score on the profile to compare, and an admission rate of 79.9%', 'No hay puntaje del SAT ni del ACT en el perfil para comparar, y la tasa de admisión es del 79,9 %'],
  [{ code: 'NO_SCORES_NO_RATE' }, 'No SAT or ACT score on the profile to compare, and no reported admission rate', 'No hay puntaje del SAT ni del ACT en el perfil para comparar, y no se informa una tasa de admisión'],
  [{ code: 'NO_RANGE', rate: 50 }, 'This college reports no score range to compare with, and an admission rate of 50%', 'Esta universidad no informa un rango de puntajes para comparar, y su tasa de admisión es del 50 %'],
  [{ code: 'NO_RANGE_NO_RATE' }, 'This college reports no score range to compare with, and no reported admission rate', 'Esta universidad no informa un rango de puntajes para comparar ni una tasa de admisión'],
  [{ code: 'NOT_IN_CATALOG' }, 'This college is not in the catalog', 'Esta universidad no está en el catálogo'],
  // From the school's own history (services/colleges/src/domain/school-history.test.ts).
  [{ code: 'SCHOOL_HISTORY_RATE_UNDER_15', applicants: 7, admitted: 1 }, "1 of this school's 7 past applicants to this college were admitted (under 15%)", '1 de los 7 solicitantes anteriores de esta escuela a esta universidad fueron admitidos (menos del 15 %)'],
  [{ code: 'SCHOOL_HISTORY_BELOW', test: 'GPA', gpa: 3.5, gpaP25: 3.7, gpaP75: 3.9, applicants: 8, admitted: 5 }, "GPA 3.5 is below the middle 50% of this school's admitted applicants to this college (3.7-3.9); 5 of 8 past applicants were admitted", 'GPA de 3,5 está por debajo del 50 % central de los admitidos de esta escuela en esta universidad (3,7-3,9); fueron admitidos 5 de 8 solicitantes anteriores'],
  [{ code: 'SCHOOL_HISTORY_BELOW', test: 'SAT', value: 1340, p25: 1350, p75: 1450, applicants: 8, admitted: 5 }, "SAT 1340 is below the middle 50% of this school's admitted applicants to this college (1350-1450); 5 of 8 past applicants were admitted", 'SAT de 1340 está por debajo del 50 % central de los admitidos de esta escuela en esta universidad (1350-1450); fueron admitidos 5 de 8 solicitantes anteriores'],
  [{ code: 'SCHOOL_HISTORY_WITHIN', test: 'GPA', gpa: 3.8, gpaP25: 3.63, gpaP75: 3.88, applicants: 6, admitted: 6 }, "GPA 3.8 is within the middle 50% of this school's admitted applicants to this college (3.63-3.88); 6 of 6 past applicants were admitted", 'GPA de 3,8 está dentro del 50 % central de los admitidos de esta escuela en esta universidad (3,63-3,88); fueron admitidos 6 de 6 solicitantes anteriores'],
  [{ code: 'SCHOOL_HISTORY_ABOVE', test: 'ACT', value: 33, p25: 29, p75: 31, applicants: 8, admitted: 5 }, "ACT 33 is above the middle 50% of this school's admitted applicants to this college (29-31); 5 of 8 past applicants were admitted", 'ACT de 33 está por encima del 50 % central de los admitidos de esta escuela en esta universidad (29-31); fueron admitidos 5 de 8 solicitantes anteriores'],
  [{ code: 'SCHOOL_HISTORY_ABOVE_LOW_RATE', test: 'GPA', gpa: 3.95, gpaP25: 3.7, gpaP75: 3.9, applicants: 11, admitted: 5 }, "GPA 3.95 is above the middle 50% of this school's admitted applicants to this college (3.7-3.9), but only 5 of 11 past applicants were admitted", 'GPA de 3,95 está por encima del 50 % central de los admitidos de esta escuela en esta universidad (3,7-3,9), pero solo fueron admitidos 5 de 11 solicitantes anteriores'],
];

beforeAll(async () => {
  await i18next.init({
    lng: 'en', fallbackLng: 'en', interpolation: { escapeValue: false },
    resources: Object.fromEntries(['en', 'es'].map((l) => [l, { colleges: catalog(l, 'colleges'), server: catalog(l, 'server') }])),
  });
});
afterAll(() => setDateLocale(undefined));

describe('the fit reason', () => {
  it.each(CASES)('%j reads as the service wrote it in English', async (reasonText, english) => {
    await i18next.changeLanguage('en');
    setDateLocale('en-US');
    expect(fitReasonText({ reason: english, reasonText })).toBe(english);
  });

  it.each(CASES)('%j reads in Spanish', async (reasonText, english, spanish) => {
    await i18next.changeLanguage('es');
    setDateLocale('es');
    // Intl writes "80 %" with a no-break space, so the figure never wraps away from its sign.
    expect(fitReasonText({ reason: english, reasonText }).replace(/\u00a0/g, ' ')).toBe(spanish);
  });

  it('has a case for every code the API may send', () => {
    const schema = readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8');
    const codes = /enum FitReasonCode \{([^}]*)\}/.exec(schema)![1].split('\n').map((l) => l.trim()).filter((l) => /^[A-Z0-9_]+$/.test(l));
    expect(codes).toContain('SCHOOL_HISTORY_WITHIN');
    expect([...new Set(CASES.map(([r]) => r.code))].sort()).toEqual(codes.sort());
  });

  it('shows the English sentence when the service sent no code', async () => {
    await i18next.changeLanguage('es');
    expect(fitReasonText({ reason: 'A reason from an older service', reasonText: null })).toBe('A reason from an older service');
  });
});
