// The demo template is shared by test portals whose settings differ only in runtime-only ones. Which those are is
// marked where each setting is declared; these tests catch a setting the tests' portals pass that nobody decided
// about (an unmarked limit makes every such portal seed its own data again, ~4 s of CPU each) and a template that
// stops reading the marks.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { runtimeOnlyKeys } from '@counsel/kit';
import { MODULES } from '../src/modules.js';
import { RUNTIME_ONLY, seedsLikeTemplate } from './support/demo-template.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Settings the tests' portals pass that do change what the demo seeding writes (or which modules run), so such a
 * portal rightly seeds its own folder. A setting here must not be marked runtime-only.
 */
const SEEDS_ITS_OWN = new Set([
  'DEMO_DATA', 'DEMO_OCR', // what is seeded at all
  'TARGET', 'DOCUMENTS_URL', // which modules run in the process, and where the others are
  'KEYCLOAK_URL', 'KEYCLOAK_REALM', 'KEYCLOAK_CLIENT_SECRET', 'KEYCLOAK_DIRECT_GRANT', 'KEYCLOAK_REGISTRATION', // where the accounts live
  'PUBLIC_URL', 'UPLOAD_SIGNING_SECRET', 'NOTIFICATIONS_UNSUBSCRIBE_SECRET', // written into stored links and tokens
  'GEMINI_API_KEY', 'GEMINI_BASE_URL', 'GEMINI_MODEL', 'GEMINI_BACKOFF_MS', 'GEMINI_TIMEOUT_MS', // the knowledge indexing's model
  'LLM_BASE_URL', 'LLM_MODEL', 'LLM_BACKOFF_MS', 'LLM_TIMEOUT_MS',
]);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(file).isDirectory()) return sources(file);
    return file.endsWith('.ts') ? [file] : [];
  });
}

/** The setting names in the object literals the tests start portals with, and in the helpers' own defaults. */
function settingsTestPortalsPass(): Map<string, string> {
  const found = new Map<string, string>();
  const literal = /(?:start(?:Test|Web|Hosted|HostedTest)Portal\(|const settings = )\{([^}]*)\}/g;
  for (const file of [...sources(path.join(ROOT, 'gateway/test')), ...sources(path.join(ROOT, 'e2e'))]) {
    for (const match of readFileSync(file, 'utf8').matchAll(literal)) {
      for (const key of match[1].matchAll(/\b([A-Z][A-Z0-9_]+)\s*:/g)) found.set(key[1], path.relative(ROOT, file));
    }
  }
  return found;
}

describe('runtime-only settings', () => {
  it('are the settings the modules mark where they declare them', () => {
    const marked = new Set(MODULES.flatMap((m) => (m.settings ? runtimeOnlyKeys(m.settings) : [])));
    expect(marked.size).toBeGreaterThan(0);
    expect([...RUNTIME_ONLY].sort()).toEqual([...marked].sort());
  });

  it('cover every setting the tests\' portals pass, but those that change what is seeded', () => {
    const passed = settingsTestPortalsPass();
    // The scan must see the helpers' defaults, or it proves nothing.
    expect([...passed.keys()]).toEqual(expect.arrayContaining(['PORT', 'DATA_DIR', 'LOG_LEVEL', 'WEB_DIST', 'DEMO_DATA']));
    const undecided = [...passed].filter(([key]) => !RUNTIME_ONLY.has(key) && !SEEDS_ITS_OWN.has(key)).map(([key, file]) => `${key} (${file})`);
    expect(undecided).toEqual([]);
    expect([...SEEDS_ITS_OWN].filter((key) => RUNTIME_ONLY.has(key))).toEqual([]);
  });

  it('let a portal start over the template, and any other setting makes it seed its own', () => {
    const template = { DEMO_DATA: '1', DEMO_OCR: '0' };
    expect(seedsLikeTemplate(template)).toBe(true);
    for (const key of RUNTIME_ONLY) expect([key, seedsLikeTemplate({ ...template, [key]: '7' })]).toEqual([key, true]);
    for (const key of SEEDS_ITS_OWN) expect([key, seedsLikeTemplate({ ...template, [key]: '7' })]).toEqual([key, false]);
  });
});
