/// <reference types="node" />
// Every text on screen has a translation in every shipped language: a missing key would fall back to English in
// front of a family, so it fails here instead. Placeholders ({{name}}) must match too, or a translation drops a value.
import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, formattingLocale, toLanguage } from './languages';

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'locales');

type Catalog = { [key: string]: string | Catalog };

/** "a.b.c" → its text, for every leaf. */
function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

/** What is wrong with `other` next to the English catalog of the same namespace. */
function differences(english: Map<string, string>, other: Map<string, string>, where: string): string[] {
  const found: string[] = [];
  for (const [key, text] of english) {
    const translated = other.get(key);
    if (translated === undefined) found.push(`${where}: missing ${key}`);
    else if (translated.trim() === '') found.push(`${where}: empty ${key}`);
    else if (placeholders(translated).join() !== placeholders(text).join()) found.push(`${where}: placeholders differ in ${key}`);
  }
  for (const key of other.keys()) if (!english.has(key)) found.push(`${where}: ${key} is not in English`);
  return found;
}

const namespaces = (language: string) => readdirSync(path.join(locales, language)).filter((f) => f.endsWith('.json')).sort();
const load = (language: string, file: string) => flatten(JSON.parse(readFileSync(path.join(locales, language, file), 'utf8')) as Catalog);

describe('translation catalogs', () => {
  it('ship a folder per language, with the same namespaces', () => {
    expect(readdirSync(locales).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) expect({ language, namespaces: namespaces(language) }).toEqual({ language, namespaces: namespaces('en') });
  });

  it('translate every English key, keeping its placeholders, and add none', () => {
    const found: string[] = [];
    for (const file of namespaces('en')) {
      const english = load('en', file);
      expect(english.size).toBeGreaterThan(0);
      for (const language of LANGUAGES) if (language !== 'en') found.push(...differences(english, load(language, file), `${language}/${file}`));
    }
    expect(found).toEqual([]);
  });

  it('would notice a missing key, an empty one, a lost placeholder and an extra key', () => {
    const english = new Map([['a', 'Hello {{name}}'], ['b', 'Bye'], ['c', 'Yes']]);
    const spanish = new Map([['a', 'Hola'], ['b', ' '], ['d', 'Extra']]);
    expect(differences(english, spanish, 'es/x.json')).toEqual([
      'es/x.json: placeholders differ in a', 'es/x.json: empty b', 'es/x.json: missing c', 'es/x.json: d is not in English',
    ]);
  });
});

describe('languages', () => {
  it('reads a browser tag as a shipped language, else English', () => {
    expect(toLanguage('es-US')).toBe('es');
    expect(toLanguage('ES')).toBe('es');
    expect(toLanguage('fr-FR')).toBe('en');
    expect(toLanguage(undefined)).toBe('en');
  });

  it('writes dates in the browser\'s variant of the language when it has one', () => {
    expect(formattingLocale('es', ['en-US', 'es-US'])).toBe('es-US');
    expect(formattingLocale('es', ['en-GB'])).toBe('es');
    expect(formattingLocale('en', ['en-GB', 'es'])).toBe('en-GB');
  });
});
