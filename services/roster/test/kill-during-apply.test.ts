/**
 * Fault: the roster service is killed (SIGKILL) in the middle of applying an import, inside the transaction
 * that writes the accounts, enrollments and their events. After the crash the store must pass SQLite's
 * integrity check and hold nothing of the import (no account, enrollment, assignment or event; the import still
 * "previewed"), and applying it again must import everyone once.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { DurableLocalBus, LocalBlobStore, OutboxEvents, openSqlite, receiveUpload, type Principal } from '@counsel/kit';
import { ensureServicesBuilt } from '../../../gateway/test/faults/child-portal.js';
import { migrations } from '../src/adapters/sqlite/migrations.js';
import { SqliteRosterStore } from '../src/adapters/sqlite/sqlite-roster-store.js';
import { RosterEvents } from '../src/application/roster-events.js';
import { RosterImportsService } from '../src/application/roster-imports.service.js';
import { parseRosterFile } from '../src/domain/roster-file/index.js';

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'support/apply-in-child.mjs');
const STUDENTS = 2_000;
const admin: Principal = { userId: 'admin-1', email: 'admin@example.org', firstName: null, lastName: null, role: 'admin', sessionId: 's' };
const log = pino({ level: 'silent' });

function rosterFile() {
  const rows = ['role,local_id,first_name,last_name,email,school,school_nces_id,grade,counselor_email',
    'counselor,T-1,Rosa,Park,rosa@district.org,North High,480000000001,,'];
  for (let i = 1; i <= STUDENTS; i++) rows.push(`student,S-${i},Student,Number${i},s${i}@district.org,North High,480000000001,${9 + (i % 4)},rosa@district.org`);
  return rows.join('\n') + '\n';
}

async function open(dataDir: string) {
  const store = new SqliteRosterStore(openSqlite(dataDir, 'roster', migrations));
  const bus = await DurableLocalBus.open({ dataDir: ':memory:', log });
  const blobs = LocalBlobStore.forService(dataDir, 'roster');
  const events = new RosterEvents(new OutboxEvents(store.outbox, bus, log));
  const imports = new RosterImportsService({
    store, blobs, events, log, readFile: (stream, format) => parseRosterFile(format, { stream }), maxBytes: 10_000_000, urlTtlSeconds: 900, unregisteredTtlMs: 3_600_000,
  });
  return { store, imports, close: async () => { await events.outbox.close(); await bus.close(); await blobs.close(); await store.close(); } };
}

let dataDir: string;
beforeAll(() => {
  ensureServicesBuilt();
  dataDir = mkdtempSync(path.join(tmpdir(), 'counsel-roster-kill-'));
}, 300_000);
afterAll(() => { if (dataDir) rmSync(dataDir, { recursive: true, force: true }); });

it('leaves nothing half-imported when killed mid-apply, and the import applies in full afterwards', async () => {
  // Preview in this process, on files.
  let r = await open(dataDir);
  const reservation = await r.imports.reserveUpload(admin);
  await receiveUpload(r.imports.uploads, r.imports.policy, { uploadId: reservation.uploadId, ownerUserId: admin.userId, body: Readable.from([Buffer.from(rosterFile())]) });
  const preview = await r.imports.preview(admin, { uploadId: reservation.uploadId, format: 'COUNSEL_CSV', fileName: null });
  expect(preview.counts).toMatchObject({ create: STUDENTS + 1, rejected: 0 });
  await r.close();

  // Apply in a child, killed while its transaction has written about half of the students.
  const marker = path.join(dataDir, 'paused');
  const child = spawn(process.execPath, [CHILD, dataDir, preview.id, `S-${STUDENTS / 2}`, marker], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d: Buffer) => { output += d.toString(); });
  child.stderr.on('data', (d: Buffer) => { output += d.toString(); });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
  for (let i = 0; i < 600 && !existsSync(marker); i++) await new Promise((res) => setTimeout(res, 100));
  expect({ paused: existsSync(marker) && readFileSync(marker, 'utf8') === String(child.pid), output }).toEqual({ paused: true, output: '' });
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');

  // After the crash: an intact store with nothing of the import in it.
  r = await open(dataDir);
  const db = (r.store as unknown as { db: import('@counsel/kit').SqliteDatabase }).db;
  expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  expect(await r.store.users.list()).toEqual([]);
  expect(await r.store.enrollments.list()).toEqual([]);
  expect(await r.store.staff.all()).toEqual([]);
  expect(await r.store.outbox.pendingEvents(10)).toEqual([]);
  expect((await r.store.schools.list(true)).map((s) => s.name)).toEqual(['Default School']);
  expect((await r.store.imports.get(preview.id))?.status).toBe('PREVIEWED');

  // Applied again: everyone, once.
  const applied = await r.imports.apply(admin, preview.id, false);
  expect(applied).toMatchObject({ status: 'APPLIED', counts: { create: STUDENTS + 1 } });
  expect((await r.store.users.list()).length).toBe(STUDENTS + 1);
  expect((await r.store.enrollments.list({ status: 'active' })).length).toBe(STUDENTS);
  await r.close();
}, 300_000);
