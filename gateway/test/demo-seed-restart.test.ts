import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { startPortal } from '../src/portal.js';
import { Client, DEMO } from './support/portal.js';

// Demo data is seeded once per data folder: what a user deletes must not come back at the next start.
const dataDir = mkdtempSync(path.join(tmpdir(), 'counsel-seed-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const start = () => startPortal({ env: { PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: '1', NODE_ENV: 'test', DEMO_OCR: '0' } });

async function mayaDocuments(url: string) {
  const maya = new Client(url);
  await maya.login(DEMO.student);
  const me = await maya.get<{ id: string }>('/api/students/me');
  const docs = await maya.get<{ id: string; fileName: string }[]>(`/api/students/${me.body.id}/documents`);
  return { maya, studentId: me.body.id, docs: docs.body };
}

describe('demo seed across restarts', () => {
  it('does not bring back demo documents the student deleted', async () => {
    let portal = await start();
    try {
      const first = await mayaDocuments(portal.url);
      expect(first.docs.length).toBe(2);
      for (const d of first.docs) expect((await first.maya.delete(`/api/documents/${d.id}`)).status).toBe(200);
      expect((await mayaDocuments(portal.url)).docs).toEqual([]);
    } finally {
      await portal.close();
    }
    portal = await start();
    try {
      expect((await mayaDocuments(portal.url)).docs).toEqual([]);
    } finally {
      await portal.close();
    }
  });
});
