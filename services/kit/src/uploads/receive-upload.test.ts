import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { ConflictError, ForbiddenError, NotFoundError, UnsupportedMediaTypeError } from '../errors.js';
import { LocalBlobStore } from '../blobs/local-blob-store.js';
import { receiveUpload, sweepUploads, type UploadDeps, type UploadPolicy } from './receive-upload.js';
import type { UploadLedger, UploadRecord } from './upload-ledger.js';

/** The ledger port held in a Map: the rules under test live in receiveUpload, not in a store. */
class MapLedger implements UploadLedger {
  rows = new Map<string, UploadRecord>();
  async reserveUpload(r: Pick<UploadRecord, 'uploadId' | 'ownerUserId' | 'purpose' | 'createdAt' | 'expiresAt'>) {
    this.rows.set(r.uploadId, { ...r, state: 'reserved', blobId: null, size: null, fileType: null, storedAt: null, registeredAt: null });
  }
  async getUpload(id: string) { return this.rows.get(id) ?? null; }
  async claimUpload(id: string) {
    const r = this.rows.get(id);
    if (r?.state !== 'reserved') return false;
    r.state = 'receiving';
    return true;
  }
  async releaseUpload(id: string) { const r = this.rows.get(id); if (r?.state === 'receiving') r.state = 'reserved'; }
  async completeUpload(id: string, b: { blobId: string; size: number; fileType: string; storedAt: string }) { Object.assign(this.rows.get(id)!, b, { state: 'stored' }); }
  async staleUploads(cutoff: string) { return [...this.rows.values()].filter((r) => !r.registeredAt && r.createdAt < cutoff); }
  async deleteUpload(id: string) { this.rows.delete(id); }
  async referencedBlobIds(ids: readonly string[]) { return new Set(ids.filter((id) => [...this.rows.values()].some((r) => r.blobId === id))); }
}

const dirs: string[] = [];
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });
const policy: UploadPolicy = { purpose: 'student-document', maxBytes: 1000, accept: ['txt', 'pdf'] };
const ID = '8b6f3c1e-3a4d-4f3e-9a0b-1c2d3e4f5a6b';

function setup(now = new Date('2026-01-01T12:00:00Z')) {
  const dir = mkdtempSync(path.join(tmpdir(), 'counsel-recv-'));
  dirs.push(dir);
  let clock = now;
  const ledger = new MapLedger();
  const deps: UploadDeps = { ledger, blobs: new LocalBlobStore(dir), now: () => clock, log: pino({ level: 'silent' }) };
  const reserve = (owner = 'u1', purpose: UploadRecord['purpose'] = 'student-document') =>
    ledger.reserveUpload({ uploadId: ID, ownerUserId: owner, purpose, createdAt: clock.toISOString(), expiresAt: new Date(clock.getTime() + 15 * 60_000).toISOString() });
  return { ledger, deps, reserve, advance: (ms: number) => { clock = new Date(clock.getTime() + ms); } };
}
const body = (s = 'hello') => Readable.from([Buffer.from(s)]);

describe('receiveUpload', () => {
  it('stores the bytes and records size and type', async () => {
    const t = setup();
    await t.reserve();
    const r = await receiveUpload(t.deps, policy, { uploadId: ID, ownerUserId: 'u1', body: body() });
    expect(r).toMatchObject({ state: 'stored', size: 5, fileType: 'text/plain; charset=utf-8' });
  });

  it('refuses another user, another purpose, an unknown id, expiry and reuse', async () => {
    const t = setup();
    await expect(receiveUpload(t.deps, policy, { uploadId: ID, ownerUserId: 'u1', body: body() })).rejects.toBeInstanceOf(NotFoundError);
    await t.reserve('u1', 'knowledge-file');
    await expect(receiveUpload(t.deps, policy, { uploadId: ID, ownerUserId: 'u1', body: body() })).rejects.toBeInstanceOf(NotFoundError);
    await t.reserve('u1');
    await expect(receiveUpload(t.deps, policy, { uploadId: ID, ownerUserId: 'u2', body: body() })).rejects.toBeInstanceOf(ForbiddenError);
    t.advance(15 * 60_000);
    await expect(receiveUpload(t.deps, policy, { uploadId: ID, ownerUserId: 'u1', body: body() })).rejects.toThrow('This upload URL has expired');
    t.advance(-60_000);
    await receiveUpload(t.deps, policy, { uploadId: ID, ownerUserId: 'u1', body: body() });
    await expect(receiveUpload(t.deps, policy, { uploadId: ID, ownerUserId: 'u1', body: body() })).rejects.toBeInstanceOf(ConflictError);
  });

  it('frees the URL again after a refused file', async () => {
    const t = setup();
    await t.reserve();
    await expect(receiveUpload(t.deps, policy, { uploadId: ID, ownerUserId: 'u1', body: Readable.from([Buffer.from([0x4d, 0x5a, 0, 0, 1])]) })).rejects.toBeInstanceOf(UnsupportedMediaTypeError);
    expect((await t.ledger.getUpload(ID))!.state).toBe('reserved');
    expect((await receiveUpload(t.deps, policy, { uploadId: ID, ownerUserId: 'u1', body: body() })).state).toBe('stored');
  });
});

describe('sweepUploads', () => {
  it('removes unregistered uploads and their blobs after the TTL, and keeps registered ones', async () => {
    const t = setup();
    await t.reserve();
    const r = await receiveUpload(t.deps, policy, { uploadId: ID, ownerUserId: 'u1', body: body() });
    expect(await sweepUploads(t.deps)).toEqual({ uploads: 0, blobs: 0 });
    t.advance(24 * 3_600_000 + 1);
    // The blob store dates blobs by the wall clock; look a day ahead of it too.
    const deps = { ...t.deps, now: () => new Date(Date.now() + 24 * 3_600_000 + 1) };
    expect(await sweepUploads(deps)).toEqual({ uploads: 1, blobs: 0 });
    expect(await t.deps.blobs.get(r.blobId!)).toBeNull();
    expect(await t.ledger.getUpload(ID)).toBeNull();
  });

  it('removes blobs no upload row refers to', async () => {
    const t = setup();
    const orphan = await t.deps.blobs.put(body(), policy);
    const deps = { ...t.deps, now: () => new Date(Date.now() + 24 * 3_600_000 + 1) };
    expect(await sweepUploads(deps)).toEqual({ uploads: 0, blobs: 1 });
    expect(await t.deps.blobs.get(orphan.id)).toBeNull();
  });
});
