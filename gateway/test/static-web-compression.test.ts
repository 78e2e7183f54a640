import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startHostedTestPortal, type HostedPortal } from './support/hosted-portal.js';

// A bundle large and repetitive enough that each compressed copy is clearly smaller than the original.
const BUNDLE = Buffer.from(Array.from({ length: 400 }, (_, i) => `export const value${i} = "counsel-${i}";\n`).join(''));
const INDEX = '<!doctype html><title>Counsel</title><script type="module" src="/assets/index-abc123.js"></script>';
let portal: HostedPortal;
let webDist: string;

beforeAll(async () => {
  // Laid out as the web build leaves it: each text asset with its .br and .gz copy beside it.
  webDist = mkdtempSync(path.join(tmpdir(), 'counsel-web-compressed-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX);
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(webDist, 'assets'));
  const bundle = path.join(webDist, 'assets', 'index-abc123.js');
  writeFileSync(bundle, BUNDLE);
  writeFileSync(`${bundle}.br`, brotliCompressSync(BUNDLE));
  writeFileSync(`${bundle}.gz`, gzipSync(BUNDLE));
  portal = await startHostedTestPortal({ WEB_DIST: webDist });
});
afterAll(async () => {
  await portal?.close();
  rmSync(webDist, { recursive: true, force: true });
});

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with exactly the Accept-Encoding given, reading the body as sent (fetch would decode it). */
function rawGet(url: string, acceptEncoding?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    const req = request(portal.url + url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the web app over the wire', () => {
  it('sends a hashed bundle brotli-compressed to a browser that accepts br, and the bytes decode to the bundle', async () => {
    const res = await rawGet('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body.length).toBeLessThan(BUNDLE.length / 2);
    expect(brotliDecompressSync(res.body).equals(BUNDLE)).toBe(true);
  });

  it('sends gzip when only gzip is accepted', async () => {
    const res = await rawGet('/assets/index-abc123.js', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.body).equals(BUNDLE)).toBe(true);
  });

  it('sends the bundle as it is when no encoding is accepted', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const res = await rawGet('/assets/index-abc123.js', acceptEncoding);
      expect({ acceptEncoding, status: res.status, encoding: res.headers['content-encoding'] }).toEqual({ acceptEncoding, status: 200, encoding: undefined });
      expect(res.body.equals(BUNDLE)).toBe(true);
    }
  });

  it('lets browsers keep hashed bundles for good, whatever the encoding', async () => {
    for (const acceptEncoding of ['br', 'gzip', undefined]) {
      const res = await rawGet('/assets/index-abc123.js', acceptEncoding);
      expect({ acceptEncoding, cache: res.headers['cache-control'] }).toEqual({ acceptEncoding, cache: 'public, max-age=31536000, immutable' });
    }
  });

  it('has browsers revalidate index.html, served for the root, a client route or by name', async () => {
    for (const url of ['/', '/student/documents', '/index.html']) {
      const res = await rawGet(url, 'gzip, br');
      expect({ url, status: res.status, cache: res.headers['cache-control'] }).toEqual({ url, status: 200, cache: 'no-cache' });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body.toString()).toBe(INDEX);
    }
  });

  it('keeps unhashed files (the favicon) for an hour only, and still sends the security headers with bundles', async () => {
    const icon = await rawGet('/favicon.svg', 'br');
    expect(icon.status).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    const bundle = await rawGet('/assets/index-abc123.js', 'br');
    expect(bundle.headers['content-security-policy']).toContain("script-src 'self'");
    expect(bundle.headers['x-content-type-options']).toBe('nosniff');
  });
});
