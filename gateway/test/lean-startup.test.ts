import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ROOT, ensureServicesBuilt, startChildPortal, type ChildPortal } from './faults/child-portal.js';

// Embedded mode (no MONGODB_URL, NATS_URL or ELASTICSEARCH_URL) must not load the clients it does not use:
// they cost start-up time and memory on every portal. The built portal runs in a child process with a
// module-resolution hook that records every npm package it loads (record-packages.mjs).
const dataDir = mkdtempSync(path.join(tmpdir(), 'counsel-lean-'));
const packageLog = path.join(dataDir, 'packages.txt');
let portal: ChildPortal;
let loaded: Set<string>;

beforeAll(async () => {
  ensureServicesBuilt();
  const hook = path.join(ROOT, 'gateway/test/support/record-packages.mjs');
  // Development: the demo accounts (with their published passwords) are refused in production.
  portal = await startChildPortal(dataDir, { NODE_ENV: 'development', NODE_OPTIONS: `--import=${hook}`, PACKAGE_LOG: packageLog });
  // Serve a little too (a page, a sign-in, a students list) so that lazily loaded paths count as well.
  await fetch(`${portal.url}/`, { headers: { accept: 'text/html' } });
  const login = await fetch(`${portal.url}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'counselor@counsel.local', password: 'counsel-counselor' }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  expect((await fetch(`${portal.url}/api/students`, { headers: { cookie } })).status).toBe(200);
  loaded = new Set(readFileSync(packageLog, 'utf8').split('\n').filter(Boolean));
}, 180_000);

afterAll(async () => {
  await portal?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded portal', () => {
  it('records the packages it loads (the recorder works)', () => {
    expect(loaded).toContain('fastify');
    expect(loaded).toContain('better-sqlite3');
  });

  it('never loads the MongoDB, NATS or Elasticsearch clients', () => {
    const unused = ['mongoose', 'mongodb', 'nats', '@elastic/elasticsearch'];
    expect(unused.filter((p) => loaded.has(p))).toEqual([]);
  });

  it('loads PDF, zip, SMTP, OTLP export and pretty-printing libraries only when they are used', () => {
    // None of these is needed to start, sign in or list students; each is loaded by the code that needs it.
    // (pdf-lib itself is not listed: seeding the demo library on a fresh data folder renders its PDFs.)
    const later = ['fontkit', 'archiver', 'nodemailer', '@opentelemetry/exporter-trace-otlp-proto', 'pino-pretty'];
    expect(later.filter((p) => loaded.has(p))).toEqual([]);
  });
});
