// Every sidebar entry is written from the `nav` catalog (SidebarNav: t(`nav.${title}`)): an entry without a key shows
// its raw key ("nav.Outcome Import"), which the catalog completeness test cannot see.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

const here = path.dirname(fileURLToPath(import.meta.url));
const locales = path.resolve(here, '../../locales');
const nav = (lang: string) => (JSON.parse(readFileSync(path.join(locales, lang, 'common.json'), 'utf8')) as { nav: Record<string, string> }).nav;

describe('the sidebar entries', () => {
  // Read from the source: the module imports antd's icons, which do not load under node's ESM here.
  const source = readFileSync(path.join(here, 'nav-items.tsx'), 'utf8');
  const titles = [...source.matchAll(/\{ path: '[^']+', title: '([^']+)'/g)].map((m) => m[1]);

  it('are many, so the lookup below is not vacuous', () => {
    expect(titles.length).toBeGreaterThan(20);
  });

  it.each(['en', 'es'])('each have their words in the %s nav catalog', (lang) => {
    const catalog = nav(lang);
    expect([...new Set(titles)].filter((t) => typeof catalog[t] !== 'string' || catalog[t] === '')).toEqual([]);
  });

  it('read in English exactly as the route tables name them', () => {
    const catalog = nav('en');
    expect([...new Set(titles)].filter((t) => catalog[t] !== undefined && catalog[t] !== t)).toEqual([]);
  });
});
