/// <reference types="node" />
import i18next, { createInstance, type TFunction } from 'i18next';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'locales');

const read = (lng: string, namespace: string) =>
  JSON.parse(readFileSync(path.join(locales, lng, `${namespace}.json`), 'utf8')) as Record<string, unknown>;

/** The app's global i18next over the shipped catalogs, for code that writes text outside React (formats). */
export async function loadGlobalCatalogs(language: 'en' | 'es', namespaces: string[]): Promise<void> {
  const resources = (lng: string) => Object.fromEntries(namespaces.map((ns) => [ns, read(lng, ns)]));
  if (i18next.isInitialized) {
    for (const lng of ['en', 'es']) for (const ns of namespaces) i18next.addResourceBundle(lng, ns, read(lng, ns), true, true);
    await i18next.changeLanguage(language);
    return;
  }
  await i18next.init({ lng: language, fallbackLng: 'en', ns: namespaces, defaultNS: namespaces[0], interpolation: { escapeValue: false }, resources: { en: resources('en'), es: resources('es') } });
}

/** A `t` over the shipped catalog of one namespace, for unit tests of texts (the web's tests run in node). */
export async function catalogT<N extends string>(language: 'en' | 'es', namespace: N): Promise<TFunction<N>> {
  const i18n = createInstance();
  await i18n.init({
    lng: language, fallbackLng: 'en', ns: [namespace], defaultNS: namespace, interpolation: { escapeValue: false },
    resources: { en: { [namespace]: read('en', namespace) }, es: { [namespace]: read('es', namespace) } },
  });
  return i18n.getFixedT(language, namespace) as TFunction<N>;
}
