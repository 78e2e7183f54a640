// The import screens' rejected rows, written from the code and values the services send: every code has its
// sentence in both catalogs, the English catalog writes the services' exact sentences (those of their own tests:
// row-reasons.test.ts, import-reasons.test.ts, outcome-import-reasons.test.ts), and a Spanish reader reads Spanish.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from '@jest/globals';
import i18next from 'i18next';
import { ROW_REASON_CODES, rowReasonText } from '../features/roster/row-reason-text';
import { NOTICE_CODES, encodingNoticeText } from '../features/roster/encoding-notice-text';
import { IMPORT_REASON_CODES as COURSE_CODES, courseImportReasonText } from '../features/planning/import-reason-text';
import { IMPORT_REASON_CODES as OUTCOME_CODES, outcomeImportReasonText } from '../features/outcomes/import-reason-text';
import { reasonText } from './reason-text';

type Catalog = Record<string, unknown>;
const catalog = (language: string, namespace: string) =>
  JSON.parse(readFileSync(new URL(`../locales/${language}/${namespace}.json`, import.meta.url), 'utf8')) as Catalog;
const values = (v: Record<string, string | number>) => Object.entries(v).map(([name, value]) => ({ name, value: String(value) }));

const CODES: Array<[string, string, Record<string, true>]> = [
  ['roster', 'rowReason', ROW_REASON_CODES], ['roster', 'encodingNotice', NOTICE_CODES], ['planning', 'importReason', COURSE_CODES], ['outcomes', 'importReason', OUTCOME_CODES],
];

beforeAll(async () => {
  await i18next.init({
    lng: 'en', fallbackLng: 'en', interpolation: { escapeValue: false },
    resources: Object.fromEntries(['en', 'es'].map((l) => [l, Object.fromEntries(['roster', 'planning', 'outcomes', 'server'].map((ns) => [ns, catalog(l, ns)]))])),
  });
});

describe('rejected rows', () => {
  it.each(CODES)('every %s code has its sentence in English and Spanish', (ns, prefix, codes) => {
    for (const language of ['en', 'es']) {
      const sentences = catalog(language, ns)[prefix] as Record<string, unknown>;
      const missing = Object.keys(codes).filter((code) => typeof sentences[code] !== 'string' || sentences[code] === '');
      expect({ language, ns, missing }).toEqual({ language, ns, missing: [] });
    }
  });

  const ROSTER: Array<[string, Record<string, string | number>, string, string]> = [
    ['MISSING', { column: 'local_id' }, 'missing local_id', 'falta local_id'],
    ['DUPLICATE', { column: 'email', value: 'ana@example.org', line: 4 }, 'duplicate email ana@example.org (first on line 4)', 'email ana@example.org repetido (aparece primero en la línea 4)'],
    ['MISSING_SCHOOL', { role: 'counselor' }, 'missing school (a counselor belongs to at least one)', 'falta la escuela (un consejero pertenece al menos a una)'],
    ['ROLE_CHANGE', { email: 's@example.org', role: 'student', fileRole: 'admin' }, 's@example.org is a student in the district, not an admin; an import does not change roles', 's@example.org es un estudiante en el distrito, no un administrador; una importación no cambia roles'],
    ['NCES_COUNT', { ids: 1, schools: 2 }, 'school_nces_id lists 1 id for 2 schools', 'school_nces_id indica 1 id para 2 escuelas'],
    ['NCES_COUNT', { ids: 2, schools: 1 }, 'school_nces_id lists 2 ids for 1 school', 'school_nces_id indica 2 ids para 1 escuela'],
    ['COUNSELOR_OTHER_SCHOOL', { email: 'c@example.org' }, "counselor c@example.org is not assigned to the student's school", 'el consejero c@example.org no está asignado a la escuela del estudiante'],
    ['TOO_LONG', { column: 'first_name', max: 256 }, 'first_name is longer than 256 characters', 'first_name tiene más de 256 caracteres'],
  ];

  it.each(ROSTER)('roster %s reads as the service wrote it, and in Spanish', async (code, v, english, spanish) => {
    const row = { reason: english, reasonText: { code, values: values(v) } };
    await i18next.changeLanguage('en');
    expect(rowReasonText(row)).toBe(english);
    // The English catalog, with roles and counts worded from it as the helper words them, gives the service's sentence.
    const en = i18next.getFixedT('en', 'roster');
    const worded = Object.fromEntries(Object.entries(v).map(([name, value]) => [name,
      name === 'role' || name === 'fileRole' ? en(`rowReason.role.${value}`) : name === 'ids' || name === 'schools' ? en(`rowReason.count.${name}`, { count: Number(value) }) : value]));
    expect(en(`rowReason.${code}`, worded)).toBe(english);
    await i18next.changeLanguage('es');
    expect(rowReasonText(row)).toBe(spanish);
  });

  it('writes the English catalog as the services word their sentences', async () => {
    // Spanish switched off for a moment: the same helper with the English catalog must give the service's words.
    await i18next.changeLanguage('es');
    const english = (ns: string, prefix: string, code: string, v: Record<string, string | number>) =>
      i18next.getFixedT('en', ns)(`${prefix}.${code}`, v);
    expect(english('roster', 'rowReason', 'INVALID_EMAIL', { column: 'counselor_email', value: 'nope' })).toBe('invalid counselor_email "nope"');
    expect(english('planning', 'importReason', 'DUPLICATE_CODE', { line: 2 })).toBe('The same course code is on line 2 already');
    expect(english('outcomes', 'importReason', 'CLASS_YEAR', { max: 2026 })).toBe('class_year must be a year from 1990 to 2026');
    expect(english('outcomes', 'importReason', 'FIELD_COUNT', { fields: 2, header: 8 })).toBe('The row has 2 fields but the header has 8');
  });

  it('names the file of a OneRoster zip first, in either language', async () => {
    const row = { reason: 'users.csv: missing email', reasonText: { code: 'MISSING', values: values({ column: 'email' }), file: 'users.csv' } };
    await i18next.changeLanguage('en');
    expect(rowReasonText(row)).toBe('users.csv: missing email');
    await i18next.changeLanguage('es');
    expect(rowReasonText(row)).toBe('users.csv: falta email');
  });

  it('writes a catalog row refused by several rules sentence by sentence, and an outcomes row with its limit', async () => {
    await i18next.changeLanguage('es');
    expect(courseImportReasonText({
      reason: 'Title is required (up to 200 characters); Credits must be a number from 0 to 10 (1.0 is a full-year course)',
      reasonTexts: [{ code: 'TITLE', values: [] }, { code: 'CREDITS', values: [] }],
    })).toBe('El título es obligatorio (hasta 200 caracteres); Los créditos deben ser un número de 0 a 10 (1.0 es un curso de un año completo)');
    expect(outcomeImportReasonText({ reason: 'class_year must be a year from 1990 to 2026', reasonText: { code: 'CLASS_YEAR', values: values({ max: 2026 }) } }))
      .toBe('class_year debe ser un año de 1990 a 2026');
  });

  it('writes the encoding notice with the encodings named in the reader\'s words', async () => {
    const notice = {
      notice: 'This file is not UTF-8 (roster.csv, from line 2). It reads as Windows-1252 or UTF-16 (little-endian): check the names below, then confirm the encoding to import it, or save the file as UTF-8 and upload it again.',
      noticeText: { code: 'NOT_UTF8_UNCONFIRMED_FROM_LINE', values: values({ file: 'roster.csv', line: 2, encodings: 'windows-1252,UTF-16LE' }) },
    };
    await i18next.changeLanguage('en');
    expect(encodingNoticeText(notice)).toBe(notice.notice);
    expect(i18next.getFixedT('en', 'roster')('encodingNotice.NOT_UTF8_UNCONFIRMED_FROM_LINE', { file: 'roster.csv', line: 2, encodings: 'Windows-1252 or UTF-16 (little-endian)' })).toBe(notice.notice);
    await i18next.changeLanguage('es');
    expect(encodingNoticeText(notice)).toBe('Este archivo no es UTF-8 (roster.csv, desde la línea 2). Se lee como Windows-1252 o UTF-16 (little-endian): revise los nombres de abajo y luego confirme la codificación para importarlo, o guarde el archivo como UTF-8 y vuelva a subirlo.');
    expect(encodingNoticeText({ notice: null, noticeText: null })).toBeNull();
  });

  it('shows the English when the service sent no code or one this app does not know', async () => {
    await i18next.changeLanguage('es');
    expect(outcomeImportReasonText({ reason: 'A reason from an older import', reasonText: null })).toBe('A reason from an older import');
    expect(rowReasonText({ reason: 'a newer reason', reasonText: { code: 'NEWER_CODE', values: [] } })).toBe('a newer reason');
    expect(courseImportReasonText({ reason: 'Title is required (up to 200 characters); a newer rule', reasonTexts: [{ code: 'TITLE', values: [] }, { code: 'NEWER', values: [] }] }))
      .toBe('Title is required (up to 200 characters); a newer rule');
    expect(courseImportReasonText({ reason: 'A catalog row checked before codes', reasonTexts: null })).toBe('A catalog row checked before codes');
    expect(reasonText('outcomes', 'importReason', 'as sent', undefined)).toBe('as sent');
  });
});
