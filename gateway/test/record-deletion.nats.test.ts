/**
 * The record deletion over NATS JetStream (the server on nats://127.0.0.1:4222), as a cluster runs it: the
 * documents service is a portal of its own with its own NATS connection, stopped while the deletion is asked for.
 * The others confirm over the stream; documents' durable consumer keeps the request until it is back, and only
 * then is the deletion complete. Each run has a stream and a subject prefix of its own, removed afterwards.
 */
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect } from 'nats';
import { createLogger } from '@counsel/kit';
import { NatsBus } from '@counsel/kit/nats';
import { MODULES } from '../src/modules.js';
import { startTestPortal, type TestPortal } from './support/portal.js';
import { exportThenDelete } from './records/export-then-delete.js';
import { freePort } from './support/free-port.js';

const NATS_URL = process.env.NATS_TEST_URL ?? 'nats://127.0.0.1:4222';
const RUN = `${process.pid}_${Date.now().toString(36)}`.toUpperCase();
const STREAM = `COUNSEL_DELETION_${RUN}`;
const PREFIX = `deletion${RUN.toLowerCase()}.`;

const natsUp = await connect({ servers: NATS_URL, timeout: 2000 }).then((nc) => nc.close().then(() => true), () => false);
const describeNats = natsUp ? describe : describe.skip;
if (!natsUp) console.warn(`NATS deletion test skipped: no NATS server on ${NATS_URL}`);

describeNats('deleting a student over NATS while the documents service is down', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'counsel-deletion-nats-'));
  const log = createLogger('test', 'silent');
  // One connection per portal, as separate deployments have.
  const openBus = (name: string) => NatsBus.connect({ servers: NATS_URL, stream: STREAM, subjectPrefix: PREFIX, name, log, connectWaitMs: 5000 });
  let restBus: NatsBus;
  let documentsBus: NatsBus | null = null;
  let rest: TestPortal;
  let documents: TestPortal | null = null;
  let env: Record<string, string>;

  const startDocuments = async () => {
    documentsBus = await openBus('documents');
    documents = await startTestPortal(env, { bus: documentsBus, log });
  };
  const stopDocuments = async () => {
    await documents?.close();
    await documentsBus?.close();
    documents = null;
    documentsBus = null;
  };

  beforeAll(async () => {
    restBus = await openBus('rest');
    const port = await freePort();
    const others = MODULES.map((m) => m.name).filter((n) => n !== 'documents');
    rest = await startTestPortal({ DATA_DIR: dataDir, TARGET: others.join(','), DOCUMENTS_URL: `http://127.0.0.1:${port}` }, { bus: restBus, log });
    env = { DATA_DIR: dataDir, TARGET: 'documents', DOCUMENTS_PORT: String(port), IDENTITY_URL: rest.urls.identity };
    await startDocuments();
  }, 90_000);

  afterAll(async () => {
    await stopDocuments();
    await rest?.close();
    await restBus?.close();
    rmSync(dataDir, { recursive: true, force: true });
    const nc = await connect({ servers: NATS_URL });
    await (await nc.jetstreamManager()).streams.delete(STREAM).catch(() => undefined);
    await nc.close();
  });

  it('waits for documents over the stream and completes once it is back', async () => {
    await exportThenDelete(rest.url, dataDir, { service: 'documents', stop: stopDocuments, start: startDocuments }, 'Nats');
  }, 180_000);
});
