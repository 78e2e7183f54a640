// A service's message written from a template (kit phrase.ts) arrives as its English, its template and its values:
// the English catalog writes the service's exact sentence back (those of the services' own tests), and a Spanish
// reader reads the template's translation with the same values, words among them translated, numbers in Spanish.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from '@jest/globals';
import i18next from 'i18next';
import { serverPhrase } from './server-text';

const catalog = (language: string) => JSON.parse(readFileSync(new URL(`../locales/${language}/server.json`, import.meta.url), 'utf8')) as Record<string, string>;
const word = (text: string) => ({ template: text, values: {}, message: text });

beforeAll(async () => {
  await i18next.init({
    lng: 'en', fallbackLng: 'en', interpolation: { escapeValue: false },
    resources: { en: { server: catalog('en') }, es: { server: catalog('es') } },
  });
});

/** [the service's English, its template, its values, the Spanish reader's sentence] */
const SENT: Array<[string, string, Record<string, unknown>, string]> = [
  ['File is larger than 10485760 bytes', 'File is larger than {{max}} bytes', { max: 10485760 }, 'El archivo pesa más de 10.485.760 bytes'],
  ['The identity service is not running', 'The {{service}} service is not running', { service: word('identity') },
    'El servicio de identidad no está en funcionamiento'],
  ['This request is cancelled; it can no longer be accepted', 'This request is {{state}}; it can no longer be {{move}}',
    { state: word('cancelled'), move: word('accepted') }, 'Esta solicitud está cancelada; ya no puede ser aceptada'],
  ['users.csv: the file has more than 50,000 rows; split it or contact support',
    '{{file}}: the file has more than {{max, number}} rows; split it or contact support', { file: 'users.csv', max: 50000 },
    'users.csv: el archivo tiene más de 50.000 filas; divídalo o comuníquese con soporte'],
  ['users.csv line 3: not UTF-8; the file reads as Windows-1252 or ISO-8859-15', '{{file}} line {{line}}: {{reason}}', {
    file: 'users.csv', line: 3, reason: {
      template: 'not {{encoding}}; the file reads as {{candidates}}', message: 'not UTF-8; the file reads as Windows-1252 or ISO-8859-15',
      values: { encoding: 'UTF-8', candidates: { template: '{{first}} or {{rest}}', message: 'Windows-1252 or ISO-8859-15', values: { first: 'Windows-1252', rest: 'ISO-8859-15' } } },
    },
  }, 'users.csv, línea 3: no es UTF-8; el archivo se lee como Windows-1252 o ISO-8859-15'],
  ['The deletion is not complete yet: waiting for roster, identity, records', 'The deletion is not complete yet: waiting for {{services}}', {
    services: { template: '{{first}}, {{rest}}', message: 'roster, identity, records', values: {
      first: word('roster'), rest: { template: '{{first}}, {{rest}}', message: 'identity, records', values: { first: word('identity'), rest: word('records') } },
    } },
  }, 'La eliminación todavía no está completa: falta la confirmación de lista de estudiantes, identidad, expedientes'],
];

describe('a message with values from a service', () => {
  it.each(SENT)('reads "%s" unchanged in English, and in Spanish from its template', async (message, template, values, spanish) => {
    await i18next.changeLanguage('en');
    expect(serverPhrase({ message, template, values })).toBe(message);
    await i18next.changeLanguage('es');
    expect(serverPhrase({ message, template, values })).toBe(spanish);
  });

  it('reads as serverText when the template is missing, unknown to the catalog, or sent with values it cannot read', async () => {
    await i18next.changeLanguage('es');
    expect(serverPhrase({ message: 'Not signed in' })).toBe(catalog('es')['Not signed in']);
    expect(serverPhrase({ message: 'Something new 7', template: 'Something new {{n}}', values: { n: 7 } })).toBe('Something new 7');
    expect(serverPhrase({ message: 'File is larger than 9 bytes', template: 'File is larger than {{max}} bytes', values: { max: [9] } }))
      .toBe('File is larger than 9 bytes');
  });

  it('never reads a value\'s name as one of i18next\'s own options', async () => {
    await i18next.changeLanguage('es');
    expect(serverPhrase({ message: 'Unknown source type ns', template: 'Unknown source type {{type}}', values: { type: 'ns', ns: 'common', lng: 'en' } }))
      .toBe('Tipo de fuente desconocido: ns');
  });
});
