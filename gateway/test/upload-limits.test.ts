import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client, DEMO } from './support/client.js';
import { startHostedTestPortal, type HostedPortal } from './support/hosted-portal.js';

// A small limit so that "over the limit" is a few megabytes still in flight when the answer is sent.
const MAX = 256 * 1024;
let portal: HostedPortal;
let maya: Client;
beforeAll(async () => {
  portal = await startHostedTestPortal({ DOCUMENT_MAX_BYTES: String(MAX) });
  maya = new Client(portal.url);
  await maya.login(DEMO.student);
});
afterAll(async () => portal?.close());

/**
 * PUTs `size` bytes the way a browser does (the whole body written at once, no waiting for an early
 * answer) and reports the status, or the socket error when the connection was reset before the answer.
 */
async function putOversize(size: number, chunked: boolean): Promise<number | string> {
  const url = (await maya.post<{ uploadURL: string }>('/api/documents/upload-url')).body.uploadURL;
  const body = Buffer.alloc(size, 0x61);
  return new Promise((resolve) => {
    const req = request(url, {
      method: 'PUT',
      headers: { 'content-type': 'text/plain', cookie: maya.cookie!, ...(chunked ? {} : { 'content-length': String(size) }) },
    }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
    if (chunked) for (let i = 0; i < size; i += 64 * 1024) req.write(body.subarray(i, i + 64 * 1024));
    req.end(chunked ? undefined : body);
  });
}

describe('an upload over the limit', () => {
  it.each([['declared with Content-Length', false], ['sent chunked', true]])('is answered 413 every time, never a reset (%s)', async (_label, chunked) => {
    const outcomes: (number | string)[] = [];
    for (let i = 0; i < 15; i++) outcomes.push(await putOversize(8 * 1024 * 1024, chunked));
    expect(outcomes).toEqual(outcomes.map(() => 413));
  }, 180_000); // 15 uploads of 8 MB each: over 60 s on a loaded CI machine
});
