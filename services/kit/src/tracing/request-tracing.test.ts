import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { context, ROOT_CONTEXT, trace } from '@opentelemetry/api';
import gql from 'graphql-tag';
import { createLogger, type Logger } from '../logger.js';
import { startServiceServer, type RunningServer } from '../server.js';
import { UnauthenticatedError } from '../errors.js';

// A subgraph server (startServiceServer) over real HTTP: a server span per request, child of the caller's
// traceparent, and every log line of the request, however it was written, carrying that trace.

const lines: Record<string, unknown>[] = [];
const sink = new Writable({ write(chunk, _enc, done) { lines.push(JSON.parse(String(chunk))); done(); } });
const log: Logger = createLogger('tracing-test', 'debug', sink);
/** The service's own logger (not the request's): application code logs with this. */
const moduleLog = log.child({ component: 'app' });
const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const traceparent = (traceId = hex(16), parentId = hex(8)) => ({ traceId, parentId, header: `00-${traceId}-${parentId}-01` });

let server: RunningServer;
beforeAll(async () => {
  server = await startServiceServer({
    name: 'tracing-test',
    host: '127.0.0.1',
    port: 0,
    log,
    typeDefs: gql`type Query { echo(word: String!): String! }`,
    resolvers: {
      Query: {
        echo: (_: unknown, { word }: { word: string }, ctx: { log: Logger }) => {
          moduleLog.info({ word }, 'resolver ran');
          ctx.log.info({ word }, 'resolver ran (request logger)');
          return word;
        },
      },
    },
    verifier: () => ({ verify: async () => { throw new UnauthenticatedError('no tokens here'); } }),
    routes: (app) => {
      // A body is parsed from socket events, outside the request's async context: the handler must be back in it.
      app.post('/work', async (req) => {
        const { id, delayMs } = req.body as { id: string; delayMs: number };
        await new Promise((r) => setTimeout(r, delayMs));
        moduleLog.info({ id }, 'work done');
        // Code that runs outside the request's async context (an emitter's listener, a library's callback).
        context.with(ROOT_CONTEXT, () => req.log.info({ id }, 'request logger, outside the context'));
        return { id, traceId: trace.getActiveSpan()?.spanContext().traceId ?? null };
      });
    },
  });
});
afterAll(async () => server?.close());

const linesWith = (field: string, value: unknown) => lines.filter((l) => l[field] === value);

describe('request tracing on a service server', () => {
  it("continues the caller's trace: handler, application logs and the access log carry its trace id", async () => {
    const tp = traceparent();
    const res = await fetch(`${server.url}/work`, {
      method: 'POST',
      headers: { traceparent: tp.header, 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'one', delayMs: 5 }),
    });
    expect(await res.json()).toEqual({ id: 'one', traceId: tp.traceId });
    const mine = linesWith('trace_id', tp.traceId);
    expect(mine.map((l) => l.msg)).toEqual(expect.arrayContaining(['work done', 'request logger, outside the context', 'request completed']));
    // One server span: a child of the caller's span, the same on every line of the request.
    const spanIds = new Set(mine.map((l) => l.span_id));
    expect(spanIds.size).toBe(1);
    expect([...spanIds][0]).toMatch(/^[0-9a-f]{16}$/);
    expect([...spanIds][0]).not.toBe(tp.parentId);
    expect(mine.find((l) => l.msg === 'request completed')).toMatchObject({ method: 'POST', route: '/work', status: 200 });
  });

  it('stays in the trace when the body arrives in pieces, after the request has started', async () => {
    const tp = traceparent();
    const json = JSON.stringify({ id: 'slow-body', delayMs: 1, padding: 'x'.repeat(100_000) });
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        const bytes = new TextEncoder().encode(json);
        controller.enqueue(bytes.subarray(0, 10));
        await new Promise((r) => setTimeout(r, 50)); // the rest comes later, on socket events
        controller.enqueue(bytes.subarray(10));
        controller.close();
      },
    });
    const res = await fetch(`${server.url}/work`, {
      method: 'POST',
      headers: { traceparent: tp.header, 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(await res.json()).toEqual({ id: 'slow-body', traceId: tp.traceId });
    expect(lines.filter((l) => l.msg === 'work done' && l.id === 'slow-body')).toEqual([expect.objectContaining({ trace_id: tp.traceId })]);
  });

  it('keeps concurrent requests apart: each one logs its own trace id', async () => {
    const calls = Array.from({ length: 20 }, (_, i) => ({ id: `c${i}`, tp: traceparent() }));
    const answers = await Promise.all(calls.map(async ({ id, tp }, i) => {
      const res = await fetch(`${server.url}/work`, {
        method: 'POST',
        headers: { traceparent: tp.header, 'content-type': 'application/json' },
        body: JSON.stringify({ id, delayMs: (i * 7) % 40 }),
      });
      return (await res.json()) as { id: string; traceId: string };
    }));
    for (const [i, { id, tp }] of calls.entries()) {
      expect(answers[i]).toEqual({ id, traceId: tp.traceId });
      const done = lines.filter((l) => l.msg === 'work done' && l.id === id);
      expect(done).toEqual([expect.objectContaining({ trace_id: tp.traceId })]);
    }
  });

  it('logs GraphQL resolver work, through the service logger and the request logger, in the trace', async () => {
    const tp = traceparent();
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { traceparent: tp.header, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ echo(word: "hello") }' }),
    });
    expect(await res.json()).toEqual({ data: { echo: 'hello' } });
    const mine = linesWith('trace_id', tp.traceId).map((l) => l.msg);
    expect(mine).toEqual(expect.arrayContaining(['resolver ran', 'resolver ran (request logger)', 'request completed']));
  });

  it('starts a new trace for a request without a traceparent (or with a malformed one)', async () => {
    for (const headers of [{}, { traceparent: 'not-a-traceparent' }]) {
      const before = lines.length;
      const res = await fetch(`${server.url}/healthz`, { headers });
      expect(res.status).toBe(200);
      const completed = lines.slice(before).find((l) => l.msg === 'request completed');
      expect(completed?.trace_id).toMatch(/^[0-9a-f]{32}$/);
      expect(completed?.trace_id).not.toBe('0'.repeat(32));
    }
  });

  it('writes no trace fields on lines outside any request', () => {
    const before = lines.length;
    moduleLog.info('idle');
    expect(lines[before]).toMatchObject({ msg: 'idle' });
    expect(lines[before]).not.toHaveProperty('trace_id');
  });
});
