// The college screens' shared words read in the reader's language once the colleges catalog is loaded, and in the
// spec's exact English for an English reader; figures follow the language's way of writing numbers.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import i18next from 'i18next';
import { setDateLocale } from '../../app/date-format';
import { PLAN_OPTIONS, SOURCE_LABELS, planLabel } from './application-labels';
import { PLAN_LABELS, daysText, formatMoney, formatRate } from './college-format';
import { relativeDays } from './deadline-dates';
import { flagText } from './flag-text';
import { lettersMissingText } from './letters-format';
import { materialsTickText } from './materials-changes';

const catalog = (language: string, namespace: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}/${namespace}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

const PASSED = { code: 'DEADLINE_PASSED', message: 'The deadline (2026-11-01) has passed and the application is not submitted' };
const BINDING = { code: 'TWO_BINDING', message: '2 binding Early Decision applications: a student may hold only one' };

beforeAll(async () => {
  await i18next.init({
    lng: 'es',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    resources: Object.fromEntries(['en', 'es'].map((l) => [l, { colleges: catalog(l, 'colleges'), server: catalog(l, 'server') }])),
  });
});
afterAll(() => setDateLocale(undefined));

describe('in Spanish', () => {
  beforeAll(async () => {
    await i18next.changeLanguage('es');
    setDateLocale('es');
  });

  it('labels, options and counts come from the Spanish catalog', () => {
    expect(PLAN_LABELS.RD).toBe('Decisión regular (RD)');
    expect(PLAN_OPTIONS.find((o) => o.value === 'EA')?.label).toBe('Acción temprana (EA)');
    expect(planLabel(null)).toBe('Aún sin plan');
    expect(SOURCE_LABELS.UNKNOWN).toBe('Nadie la ha ingresado');
    expect([daysText(0), daysText(1), daysText(5), daysText(-2)]).toEqual(['hoy', 'en 1 día', 'en 5 días', 'hace 2 días']);
    expect(relativeDays('2026-11-29', new Date(2026, 10, 28))).toBe('mañana');
    expect(lettersMissingText(2)).toBe('faltan 2 cartas');
    expect(materialsTickText({ transcript: 'sent' })).toBe('expediente académico: enviado');
  });

  it('writes the service\'s flags from their codes', () => {
    expect(flagText(PASSED, '2026-11-01')).toBe('La fecha límite (2026-11-01) ya pasó y la solicitud no se ha enviado');
    expect(flagText(BINDING, null)).toBe('2 solicitudes vinculantes de Decisión temprana: un estudiante solo puede mantener una');
  });

  it('writes figures the Spanish way', () => {
    expect(formatRate(0.0387).replace(/\s/g, ' ')).toBe('3,9 %');
    expect(formatMoney(null)).toBe('Sin datos');
  });
});

describe('in English', () => {
  beforeAll(async () => {
    await i18next.changeLanguage('en');
    setDateLocale('en-US');
  });

  it('reads the spec\'s words and the service\'s own sentences unchanged', () => {
    expect(PLAN_LABELS.RD).toBe('Regular Decision');
    expect([daysText(1), daysText(-1)]).toEqual(['in 1 day', '1 day ago']);
    expect(lettersMissingText(1)).toBe('1 letter missing');
    expect(materialsTickText({ transcript: 'sent' })).toBe('transcript sent');
    expect(flagText(PASSED, '2026-11-01')).toBe(PASSED.message);
    expect(flagText(BINDING, null)).toBe(BINDING.message);
    expect([formatRate(0.0387), formatMoney(58_240)]).toEqual(['3.9%', '$58,240']);
  });
});
