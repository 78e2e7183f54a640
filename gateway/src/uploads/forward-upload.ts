import http from 'node:http';
import https from 'node:https';
import type { IncomingMessage } from 'node:http';
import { traceHeaders } from '@counsel/kit';

export interface ForwardResult {
  status: number;
  body: { message?: string; template?: unknown; values?: unknown; size?: number; fileType?: string } | null;
}

/**
 * Pipes an incoming request body into a POST to the owning service and answers its (small JSON)
 * reply. node:http streams with backpressure and no copies; a reply that arrives before the body is
 * fully sent (413, 415) wins over the broken pipe that may follow it.
 */
export function forwardUpload(url: string, headers: Record<string, string>, body: IncomingMessage, signal: AbortSignal): Promise<ForwardResult> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const length = body.headers['content-length'];
    let settled = false;
    const done = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
    };
    const out = (target.protocol === 'https:' ? https : http).request(target, {
      method: 'POST',
      signal,
      headers: { ...headers, ...traceHeaders(), ...(length ? { 'content-length': length } : { 'transfer-encoding': 'chunked' }) },
    }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (c: Buffer) => {
        size += c.length;
        if (size <= 64 * 1024) chunks.push(c);
      });
      res.on('end', () => done(() => {
        let parsed: ForwardResult['body'] = null;
        try {
          parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ForwardResult['body'];
        } catch {
          parsed = null;
        }
        resolve({ status: res.statusCode ?? 502, body: parsed });
      }));
      res.on('error', (err) => done(() => reject(err)));
    });
    out.on('error', (err) => {
      // The service may answer and close while bytes are still going out; give its reply a moment.
      setTimeout(() => done(() => reject(err)), 200);
    });
    body.pipe(out);
  });
}
