/// <reference types="node" />
import { createInstance, type TFunction } from 'i18next';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'locales');

/** A `t` over the shipped catalog of one namespace, for unit tests of texts (the web's tests run in node). */
export async function catalogT<N extends string>(language: 'en' | 'es', namespace: N): Promise<TFunction<N>> {
  const read = (lng: string) => JSON.parse(readFileSync(path.join(locales, lng, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
  const i18n = createInstance();
  await i18n.init({
    lng: language, fallbackLng: 'en', ns: [namespace], defaultNS: namespace, interpolation: { escapeValue: false },
    resources: { en: { [namespace]: read('en') }, es: { [namespace]: read('es') } },
  });
  return i18n.getFixedT(language, namespace) as TFunction<N>;
}
