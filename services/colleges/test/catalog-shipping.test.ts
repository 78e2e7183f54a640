import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHIPPED_CATALOG_FILE } from '../src/application/catalog-file.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (p: string) => readFileSync(path.join(root, p), 'utf8');

/** The catalog ships with the product, credited, and reaches the image ("The college catalog"). */
describe('the shipped college catalog', () => {
  it('is data/colleges/colleges.csv at the repository root, 3,037 colleges and a header', () => {
    expect(SHIPPED_CATALOG_FILE).toBe(path.join(root, 'data/colleges/colleges.csv'));
    const lines = read('data/colleges/colleges.csv').trimEnd().split('\n');
    expect(lines[0]).toMatch(/^unitid,name,city,state,/);
    expect(lines).toHaveLength(3038);
  });

  it('names its source in its README and in the product NOTICE', () => {
    expect(read('data/colleges/README.md')).toMatch(/College Scorecard[\s\S]*public domain/);
    expect(read('NOTICE')).toMatch(/College Scorecard[\s\S]*Department of Education[\s\S]*public domain/);
  });

  it('is in the image: the build context keeps it, and the prune step leaves data/ alone', () => {
    const ignore = read('.dockerignore').split('\n').map((l) => l.trim());
    const excluded = ignore.indexOf('/data');
    expect(ignore.indexOf('!data/colleges')).toBeGreaterThan(excluded);
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toMatch(/^COPY \. \.$/m);
    expect(dockerfile).not.toMatch(/rm -rf[^\n]*\bdata\b/);
  });
});
