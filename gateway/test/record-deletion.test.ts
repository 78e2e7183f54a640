/**
 * The proof, over real HTTP against whole portals: a student with a profile, preferences, documents with
 * files, a knowledge question about them in chat and applications is exported (the archive holds every item), then
 * deleted; afterwards nothing of theirs is left in any service's store, the blob folder or the search index, they
 * cannot sign in, and another student's data is intact. The second run stops the documents service while the
 * deletion is asked for: the deletion waits (never reported complete) and finishes once documents is back.
 */
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DurableLocalBus, createLogger } from '@counsel/kit';
import { MODULES } from '../src/modules.js';
import { startTestPortal, type TestPortal } from './support/portal.js';
import { exportThenDelete } from './records/export-then-delete.js';
import { freePort } from './support/free-port.js';

describe('deleting a student (embedded portal)', () => {
  let portal: TestPortal;
  beforeAll(async () => { portal = await startTestPortal(); }, 60_000);
  afterAll(async () => portal?.close());

  it('exports everything, then deletes it everywhere with every service\'s confirmation', async () => {
    await exportThenDelete(portal.url, portal.dataDir);
  }, 120_000);
});

describe('deleting a student while the documents service is down', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'counsel-deletion-'));
  const log = createLogger('test', 'silent');
  let bus: DurableLocalBus;
  let rest: TestPortal;
  let documents: TestPortal | null = null;
  let env: Record<string, string>;

  beforeAll(async () => {
    bus = await DurableLocalBus.open({ dataDir, log });
    const port = await freePort();
    const others = MODULES.map((m) => m.name).filter((n) => n !== 'documents');
    rest = await startTestPortal({ DATA_DIR: dataDir, TARGET: others.join(','), DOCUMENTS_URL: `http://127.0.0.1:${port}` }, { bus, log });
    env = { DATA_DIR: dataDir, TARGET: 'documents', DOCUMENTS_PORT: String(port), IDENTITY_URL: rest.urls.identity };
    documents = await startTestPortal(env, { bus, log });
  }, 90_000);
  afterAll(async () => {
    await documents?.close();
    await rest?.close();
    await bus?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('waits for documents, reports nothing complete meanwhile, and completes once documents is back', async () => {
    await exportThenDelete(rest.url, dataDir, {
      service: 'documents',
      stop: async () => { await documents?.close(); documents = null; },
      start: async () => { documents = await startTestPortal(env, { bus, log }); },
    });
  }, 180_000);
});
