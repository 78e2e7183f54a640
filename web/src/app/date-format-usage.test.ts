/// <reference types="node" />
// Every screen writes dates through app/date-format.ts, so they read one way everywhere. This fails when a file
// formats a date another way (toLocaleDateString, a Date's toLocaleString, Intl.DateTimeFormat, a dayjs display
// pattern, an ISO timestamp cut to its day). Values for inputs and the API stay ISO: dayjs's
// format('YYYY-MM-DD') and toISOString() without a cut are allowed.
import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HELPER = path.join('app', 'date-format.ts');

const FORBIDDEN: { rule: string; pattern: RegExp }[] = [
  { rule: 'toLocaleDateString / toLocaleTimeString', pattern: /\.toLocale(?:Date|Time)String\(/ },
  { rule: 'a Date\'s toLocaleString', pattern: /(?:new Date\([^)]*\)|\b(?:date|d|at|when)\b)\.toLocaleString\(/ },
  { rule: 'Intl.DateTimeFormat', pattern: /Intl\.DateTimeFormat/ },
  { rule: 'a dayjs display pattern', pattern: /\.format\(\s*'(?!YYYY-MM-DD')[^']*'\s*\)/ },
  { rule: 'an ISO timestamp cut to its day', pattern: /(?:toISOString\(\)|At)\.slice\(0,\s*10\)/ },
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'gql' ? [] : sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('dates on screen', () => {
  it('are written only through app/date-format.ts', () => {
    const found: string[] = [];
    for (const file of sources(src)) {
      const relative = path.relative(src, file);
      if (relative === HELPER) continue;
      readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
        for (const { rule, pattern } of FORBIDDEN) if (pattern.test(line)) found.push(`${relative}:${i + 1} ${rule}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('would notice the ways this replaced', () => {
    const caught = (line: string) => FORBIDDEN.some(({ pattern }) => pattern.test(line));
    for (const line of [
      "new Date(iso).toLocaleString()",
      "date.toLocaleDateString(undefined, { month: 'short' })",
      "dayjs(iso).format('D MMM YYYY, HH:mm')",
      "{lastUpdate.updatedAt.slice(0, 10)}",
      "new Intl.DateTimeFormat('en-US')",
    ]) expect({ line, caught: caught(line) }).toEqual({ line, caught: true });
    for (const line of ["values[plan].format('YYYY-MM-DD')", "amount.toLocaleString('en-US')", "start.toISOString()"]) {
      expect({ line, caught: caught(line) }).toEqual({ line, caught: false });
    }
  });
});
