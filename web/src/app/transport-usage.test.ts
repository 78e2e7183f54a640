/// <reference types="node" />
// The web reads and writes through GraphQL (generated Apollo hooks). The REST client (app/api.ts) is kept for
// what a browser needs from plain HTTP: the session cookie's own routes (/api/auth/*) and the signed uploader's
// URL reservation. This fails when a screen calls another REST route through `api`, which would bypass the
// typed operations and the one error helper (app/graphql-error.ts).
import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Reserves signed upload URLs; the path comes from each uploader's options (…/upload-url). */
const UPLOADER = path.join('app', 'signed-uploader.ts');

/**
 * An email's unsubscribe link lands on a public page (no GraphQL client there), whose button posts to the same
 * one-click endpoint that mail clients post to.
 */
const ONE_CLICK_UNSUBSCRIBE = '/api/notifications/unsubscribe?';

const CALL = /\bapi\.(?:get|post|put|patch|delete)\b(?:<[^>]*>)?\(\s*(?:['`]([^'`]*)['`])?/g;

/** Why a line breaks the rule, or null when it keeps it. */
function refusal(file: string, line: string): string | null {
  for (const match of line.matchAll(CALL)) {
    if (file === UPLOADER) continue;
    const target = match[1];
    if (target === undefined) return 'a REST call to a computed path';
    if (!target.startsWith('/api/auth/') && !target.startsWith(ONE_CLICK_UNSUBSCRIBE)) return `a REST call to ${target}`;
  }
  return null;
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'gql' ? [] : sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('the web transport', () => {
  it('uses REST only for the session and signed uploads', () => {
    const found: string[] = [];
    for (const file of sources(src)) {
      const relative = path.relative(src, file);
      readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
        const why = refusal(relative, line);
        if (why) found.push(`${relative}:${i + 1} ${why}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('would notice the calls this replaced', () => {
    const screen = path.join('features', 'content', 'ContentRepositoryPage.tsx');
    for (const line of [
      "await api.delete(`/api/content/${item.id}`);",
      "const r = await api.post<{ queued?: number }>('/api/content/reindex');",
      "await api.put(`/api/students/${encodeURIComponent(studentId)}/${kind}`, { [kind]: items });",
      'const s = await api.get<{ value: string }>(KEY_PATH);',
    ]) expect({ line, refused: refusal(screen, line) !== null }).toEqual({ line, refused: true });
    for (const line of [
      "const user = toCurrentUser(await api.post('/api/auth/login', values));",
      "options ??= api.get<SignInOptions>('/api/auth/sign-in-options').catch(() => EMBEDDED);",
      "const response = await fetch('/graphql');",
    ]) expect({ line, refused: refusal(screen, line) !== null }).toEqual({ line, refused: false });
    expect(refusal(UPLOADER, '({ uploadURL } = await api.post<{ uploadURL: string }>(o.uploadUrlPath));')).toBeNull();
  });
});
