import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { renderTextPdf } from '../../services/knowledge/src/demo/render-documents.js';
import { newTrace } from './support/traces.js';
import { until } from '../../services/kit/test/support/eventually.js';
import { PORTAL_WAIT } from './support/portal-wait.js';
import { Client, DEMO } from './support/portal.js';
import { startLoggedSplitPortal, type LoggedSplitPortal } from './support/logged-split-portal.js';

// A caller's traceparent, over real HTTP through the whole portal in distributed mode (the gateway calls the
// subgraphs over HTTP): the gateway's log lines, the traceparent it sends each subgraph, the subgraph's log lines,
// and the indexing job the request queued all carry its trace id.

let portal: LoggedSplitPortal;
/** traceparent headers of the gateway's calls to subgraphs, recorded at Node's fetch. */
const subgraphCalls: { url: string; traceparent: string | null }[] = [];
const realFetch = globalThis.fetch;

beforeAll(async () => {
  // Installed before the gateway starts: its data sources keep the fetch they were given.
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.endsWith('/graphql')) subgraphCalls.push({ url, traceparent: new Headers(init?.headers).get('traceparent') });
    return realFetch(input, init);
  }) as typeof fetch;
  portal = await startLoggedSplitPortal();
}, 60_000);
afterAll(async () => {
  globalThis.fetch = realFetch;
  await portal?.close();
});

const linesOf = (traceId: string) => portal.lines.filter((l) => l.trace_id === traceId);

describe('trace ids in the logs, across gateway and subgraphs', () => {
  it("logs the caller's trace id in the gateway and in the subgraph, which received a traceparent of that trace", async () => {
    const t = newTrace();
    const identityUrl = `${portal.urls.identity}/graphql`;
    const callsBefore = subgraphCalls.length;
    await new Client(portal.url, t.headers).login(DEMO.counselor);

    const gatewayLine = await until('the gateway access log', () => linesOf(t.traceId), (ls) => ls.some((l) => l.service === 'gateway' && l.msg === 'request completed'), PORTAL_WAIT)
      .then((ls) => ls.find((l) => l.service === 'gateway' && l.msg === 'request completed')!);
    expect(gatewayLine).toMatchObject({ route: '/api/auth/login', status: 200, span_id: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(gatewayLine.span_id).not.toBe(t.parentId); // the gateway's own span, a child of the caller's

    const identityLine = linesOf(t.traceId).find((l) => l.service === 'identity' && l.msg === 'request completed');
    expect(identityLine).toMatchObject({ route: '/graphql', status: 200 });
    expect(identityLine!.span_id).not.toBe(gatewayLine.span_id);

    const sent = subgraphCalls.slice(callsBefore).filter((c) => c.url === identityUrl);
    expect(sent.length).toBeGreaterThanOrEqual(1);
    for (const call of sent) {
      const [version, traceId, parentId, flags] = (call.traceparent ?? '').split('-');
      expect({ version, traceId, flags }).toEqual({ version: '00', traceId: t.traceId, flags: '01' });
      // The parent the subgraph sees is the gateway's client span for this call, not the caller's span.
      expect(parentId).toMatch(/^[0-9a-f]{16}$/);
      expect([t.parentId, gatewayLine.span_id]).not.toContain(parentId);
    }
  });

  it('gives a request without a traceparent a trace of its own, shared by the gateway and the subgraph', async () => {
    const student = new Client(portal.url);
    await student.login(DEMO.student);
    const before = portal.lines.length;
    expect((await student.get('/api/students/me')).status).toBe(200);
    const fresh = portal.lines.slice(before);
    const gatewayLine = fresh.find((l) => l.service === 'gateway' && l.msg === 'request completed' && l.route === '/api/students/me');
    expect(gatewayLine?.trace_id).toMatch(/^[0-9a-f]{32}$/);
    // The subgraph call (GraphQL). A session lookup at identity may come first: a plain fetch, no traceparent yet.
    const subgraphLines = fresh.filter((l) => l.service === 'students' && l.msg === 'request completed' && l.route === '/graphql');
    expect(subgraphLines.length).toBeGreaterThanOrEqual(1);
    for (const l of subgraphLines) expect(l.trace_id).toBe(gatewayLine!.trace_id);
  });

  it('logs the indexing job of an upload with the trace id of the request that registered it', async () => {
    const counselor = new Client(portal.url);
    await counselor.login(DEMO.counselor);
    const url = await counselor.post<{ uploadURL: string }>('/api/knowledge-base-files/upload-url');
    const pdf = Buffer.from(await renderTextPdf('# Traced\n\nThe indexing log line carries the trace of this upload.', 'Traced'));
    expect((await fetch(url.body.uploadURL, { method: 'PUT', body: pdf, headers: { 'content-type': 'application/octet-stream', cookie: counselor.cookie! } })).status).toBe(200);

    const t = newTrace();
    const registered = await counselor.post<{ id: string }>('/api/knowledge-base-files', { fileName: 'traced.pdf', uploadURL: url.body.uploadURL }, t.headers);
    expect(registered.status).toBe(201);
    const indexedLine = await until('the "file indexed" log line', () => portal.lines.find((l) => l.msg === 'file indexed' && l.fileId === registered.body.id),
      (l) => l !== undefined, PORTAL_WAIT);
    expect(indexedLine).toMatchObject({ service: 'knowledge', trace_id: t.traceId });
    // Written by the bus handler, in a span of its own (not the request's).
    const requestSpans = linesOf(t.traceId).filter((l) => l.msg === 'request completed').map((l) => l.span_id);
    expect(requestSpans).not.toContain(indexedLine!.span_id);
  }, 60_000);
});
