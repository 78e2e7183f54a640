import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { loadConfig, type Principal, type RequestContext } from '@counsel/kit';
import { collegesConfigSchema } from '../src/config.js';
import type { CatalogPage } from '../src/domain/college.js';
import { startCatalogApp, type CatalogApp } from '../src/wiring/catalog.js';

const folders: string[] = [];
afterAll(() => { for (const f of folders) rmSync(f, { recursive: true, force: true }); });

/** Starts the catalog in a new data folder and answers what it logged about the catalog. */
async function startInNewFolder() {
  const dir = mkdtempSync(path.join(tmpdir(), 'catalog-snapshot-'));
  folders.push(dir);
  const messages: string[] = [];
  const sink = new Writable({ write(chunk: Buffer, _enc, done) { messages.push(String(JSON.parse(chunk.toString()).msg)); done(); } });
  const app = await startCatalogApp(loadConfig(collegesConfigSchema, { DATA_DIR: dir }), pino({ level: 'info' }, sink));
  return { app, messages };
}

const student: Principal = { userId: 'u-1', email: 'u-1@school.org', firstName: null, lastName: null, role: 'student', sessionId: null };
const search = async (app: CatalogApp, q: string) => {
  const colleges = (app.resolvers.Query as Record<string, (p: unknown, a: unknown, c: RequestContext, i: unknown) => Promise<CatalogPage>>).colleges;
  return colleges({}, { input: { q } }, { principal: student } as RequestContext, {});
};

describe('the catalog in a new data folder', () => {
  it('starts from the copy kept of the catalog last loaded instead of indexing the file again, and finds the same colleges', async () => {
    const first = await startInNewFolder();
    const second = await startInNewFolder();
    try {
      expect(second.messages).toContain('college catalog is current');
      expect(second.messages).not.toContain('college catalog loaded');
      for (const q of ['berkley', 'state university', 'Georgia Tech']) {
        expect((await search(second.app, q)).items.map((c) => c.unitid)).toEqual((await search(first.app, q)).items.map((c) => c.unitid));
      }
      expect((await search(second.app, 'berkeley')).total).toBeGreaterThan(0);
    } finally {
      await first.app.close();
      await second.app.close();
    }
  });
});
