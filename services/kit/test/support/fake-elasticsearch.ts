/**
 * A local fake of an Elasticsearch 8 server over real HTTP, for wire tests of the Elasticsearch adapters (the
 * contract suites run them against the real engine where Docker is available). Like 8.x servers, it refuses a
 * request that asks for another version's compatibility (the 9.x client's default `compatible-with=9`).
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest { method: string; path: string; headers: IncomingHttpHeaders; body: string }

/** Answers a request the server accepted: [status, JSON body]. */
export type FakeAnswer = (method: string, path: string, body: string) => [number, unknown];

export interface FakeElasticsearch {
  url: string;
  /** Every request received, refused ones included, in order. */
  seen: SeenRequest[];
  close(): Promise<void>;
}

const REFUSED = { error: { type: 'media_type_header_exception', reason: 'Accept version must be either version 8 or 7' }, status: 400 };

export async function startFakeElasticsearch(answer: FakeAnswer): Promise<FakeElasticsearch> {
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => { body += c.toString(); });
    req.on('end', () => {
      const method = req.method!, path = req.url!;
      seen.push({ method, path, headers: req.headers, body });
      const asked = `${req.headers.accept ?? ''} ${req.headers['content-type'] ?? ''}`;
      const versions = [...asked.matchAll(/compatible-with=(\d+)/g)].map((m) => m[1]);
      const [status, json] = versions.every((v) => v === '8') ? answer(method, path, body) : [400, REFUSED];
      res.writeHead(status, { 'content-type': 'application/json', 'x-elastic-product': 'Elasticsearch' });
      res.end(method === 'HEAD' ? undefined : JSON.stringify(json));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise<void>((r, j) => server.close((e) => (e ? j(e) : r()))),
  };
}

/** The Authorization header basic authentication sends. */
export const basicAuth = (username: string, password: string) => `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
