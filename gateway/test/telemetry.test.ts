import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { flushTracing } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import { renderTextPdf } from '../../services/knowledge/src/demo/render-documents.js';
import { SpanKind, startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from './support/otlp-receiver.js';
import { newTrace } from './support/traces.js';
import { until } from '../../services/kit/test/support/eventually.js';
import { PORTAL_WAIT } from './support/portal-wait.js';
import { Client, DEMO, startTestPortal, type TestPortal } from './support/portal.js';
import { sample, scrape } from './support/prometheus-text.js';
import { startSplitPortal, type SplitPortal } from './support/split-portal.js';

// The whole portal over real HTTP with OTEL_EXPORTER_OTLP_ENDPOINT pointing at a stand-in collector: spans of
// the gateway, its subgraph calls, the subgraphs and the bus reach it as one trace, in distributed mode (HTTP
// between gateway and subgraphs) and in embedded mode (in-process calls); /metrics counts the indexing jobs and
// the bus deliveries they came from.

let receiver: OtlpReceiver;
let portal: TestPortal;
let split: SplitPortal;
let counselor: Client;

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  const env = { DEMO_OCR: '0', OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url };
  portal = await startTestPortal(env);
  split = await startSplitPortal({ ...env, LOG_LEVEL: 'silent' });
  counselor = new Client(portal.url);
  await counselor.login(DEMO.counselor);
}, 90_000);
afterAll(async () => {
  await split?.close();
  await portal?.close();
  await receiver?.close();
});

/** The spans of a trace once the exporters have sent them. */
async function spansOf(traceId: string, ok: (spans: ReceivedSpan[]) => boolean) {
  return until(`spans of trace ${traceId}`, async () => {
    await flushTracing();
    return receiver.spans.filter((s) => s.traceId === traceId);
  }, ok, PORTAL_WAIT);
}
const service = (s: ReceivedSpan) => s.resource['service.name'];

interface KFile { id: string; status: string; chunkCount: number }
async function uploadPdf(client: Client, text: string, headers: Record<string, string> = {}) {
  const url = await client.post<{ uploadURL: string }>('/api/knowledge-base-files/upload-url');
  expect(url.status).toBe(200);
  const bytes = text.startsWith('%PDF') ? Buffer.from(text) : Buffer.from(await renderTextPdf(`# Telemetry\n\n${text}`, 'Telemetry'));
  const put = await fetch(url.body.uploadURL, { method: 'PUT', body: bytes, headers: { 'content-type': 'application/octet-stream', cookie: client.cookie! } });
  expect(put.status).toBe(200);
  const res = await client.post<KFile>('/api/knowledge-base-files', { fileName: 'telemetry.pdf', uploadURL: url.body.uploadURL }, headers);
  expect(res.status).toBe(201);
  return res.body;
}
const fileOf = async (id: string) => (await counselor.get<KFile[]>('/api/knowledge-base-files')).body.find((f) => f.id === id);

describe('traces exported over OTLP/HTTP', () => {
  it('exports the gateway request, its subgraph call over HTTP and the subgraph request as one trace, parent to child', async () => {
    const t = newTrace();
    const client = new Client(split.url, t.headers);
    await client.login(DEMO.student);
    const spans = await spansOf(t.traceId, (s) => s.some((x) => service(x) === 'identity' && x.kind === SpanKind.server));

    const gateway = spans.find((s) => service(s) === 'gateway' && s.kind === SpanKind.server);
    expect(gateway).toMatchObject({ name: 'POST /api/auth/login', parentSpanId: t.parentId, attributes: { 'http.route': '/api/auth/login', 'http.response.status_code': 200 } });
    const call = spans.find((s) => s.kind === SpanKind.client && s.parentSpanId === gateway!.spanId);
    expect(call).toMatchObject({ name: 'POST identity', resource: { 'service.name': 'gateway' } });
    const identity = spans.find((s) => service(s) === 'identity' && s.kind === SpanKind.server);
    expect(identity).toMatchObject({ name: 'POST /graphql', parentSpanId: call!.spanId, resource: { 'service.namespace': 'counsel' } });
    expect(receiver.requests.every((r) => r.path === '/v1/traces' && r.contentType === 'application/x-protobuf')).toBe(true);
  });

  it('in embedded mode, exports the in-process subgraph call as a span of the subgraph, child of the gateway request', async () => {
    const t = newTrace();
    await new Client(portal.url, t.headers).login(DEMO.student);
    const spans = await spansOf(t.traceId, (s) => s.some((x) => service(x) === 'identity'));
    const gateway = spans.find((s) => service(s) === 'gateway' && s.kind === SpanKind.server);
    expect(gateway).toMatchObject({ name: 'POST /api/auth/login', parentSpanId: t.parentId });
    const identity = spans.find((s) => service(s) === 'identity');
    expect(identity).toMatchObject({ kind: SpanKind.server, parentSpanId: gateway!.spanId });
  });

  it("puts an upload's indexing job in the trace of the request that registered it (through the bus)", async () => {
    const t = newTrace();
    const file = await uploadPdf(counselor, 'Traced uploads reach the indexer through the event bus.', t.headers);
    await until('the file indexed', () => fileOf(file.id), (f) => f?.status === 'Indexed', PORTAL_WAIT);
    const uploaded = Subjects.knowledgeFileUploaded;
    const spans = await spansOf(t.traceId, (s) => s.some((x) => x.name === `${uploaded} process`));

    const knowledge = spans.find((s) => service(s) === 'knowledge' && s.kind === SpanKind.server);
    expect(knowledge).toBeDefined();
    const publish = spans.find((s) => s.name === `${uploaded} publish`);
    expect(publish).toMatchObject({ kind: SpanKind.producer, attributes: { 'messaging.destination.name': uploaded } });
    const consume = spans.find((s) => s.name === `${uploaded} process`);
    expect(consume).toMatchObject({
      kind: SpanKind.consumer, parentSpanId: publish!.spanId, attributes: { 'messaging.consumer.group.name': 'knowledge-index-files' },
    });
    // The publish happened while the knowledge service handled the request: its span descends from that request.
    const byId = new Map(spans.map((s) => [s.spanId, s]));
    const ancestors: string[] = [];
    for (let s = byId.get(publish!.parentSpanId); s; s = byId.get(s.parentSpanId)) ancestors.push(s.spanId);
    expect(ancestors).toContain(knowledge!.spanId);
  }, 60_000);
});

describe('/metrics', () => {
  it('counts indexing jobs by outcome, their chunks and duration, and the bus deliveries behind them', async () => {
    // The demo documents are indexed at start-up: wait for them so the counts below move only by our uploads.
    await until('the demo documents indexed', () => counselor.get<KFile[]>('/api/knowledge-base-files'),
      (r) => r.body.length >= 4 && r.body.every((f) => f.status !== 'Pending'), PORTAL_WAIT);
    const files = { source: 'file' };
    const ok = { durable: 'knowledge-index-files', outcome: 'ok' };
    const before = await scrape(portal.metricsUrl, 'knowledge');
    const indexedBefore = sample(before, 'counsel_knowledge_indexing_jobs_total', { ...files, outcome: 'indexed' }) ?? 0;
    const failedBefore = sample(before, 'counsel_knowledge_indexing_jobs_total', { ...files, outcome: 'failed' }) ?? 0;
    const chunksBefore = sample(before, 'counsel_knowledge_chunks_indexed_total', files) ?? 0;
    const timedBefore = sample(before, 'counsel_knowledge_indexing_duration_seconds_count', files) ?? 0;
    const deliveredBefore = sample(before, 'counsel_bus_events_handled_total', ok) ?? 0;
    expect(indexedBefore).toBeGreaterThanOrEqual(4);

    const good = await uploadPdf(counselor, 'Metrics count this file once it is indexed.');
    const indexed = await until('the file indexed', () => fileOf(good.id), (f) => f?.status === 'Indexed', PORTAL_WAIT);
    const broken = await uploadPdf(counselor, `%PDF-1.7\n${'A'.repeat(2000)}`);
    await until('the broken file failed', () => fileOf(broken.id), (f) => f?.status === 'Failed', PORTAL_WAIT);

    const after = await until('the counts to move', () => scrape(portal.metricsUrl, 'knowledge'),
      (text) => sample(text, 'counsel_knowledge_indexing_jobs_total', { ...files, outcome: 'failed' }) === failedBefore + 1
        && sample(text, 'counsel_bus_events_handled_total', ok) === deliveredBefore + 2, PORTAL_WAIT);
    expect(sample(after, 'counsel_knowledge_indexing_jobs_total', { ...files, outcome: 'indexed' })).toBe(indexedBefore + 1);
    expect(sample(after, 'counsel_knowledge_chunks_indexed_total', files)).toBe(chunksBefore + indexed!.chunkCount);
    expect(sample(after, 'counsel_knowledge_indexing_duration_seconds_count', files)).toBe(timedBefore + 2);
    expect(sample(after, 'counsel_knowledge_indexing_in_progress', files)).toBe(0);
    expect(sample(after, 'counsel_bus_handler_duration_seconds_count', { durable: 'knowledge-index-files' })).toBeGreaterThanOrEqual(deliveredBefore + 2);
    expect(sample(after, 'counsel_bus_consumer_pending', { durable: 'knowledge-index-files', subject: Subjects.knowledgeFileUploaded })).toBe(0);
    expect(sample(after, 'counsel_bus_events_published_total', { subject: Subjects.knowledgeFileIndexed })).toBeGreaterThanOrEqual(indexedBefore + 1);
    // The bus belongs to the process: the gateway's /metrics reports the same consumers.
    expect(sample(await scrape(portal.metricsUrl), 'counsel_bus_events_handled_total', ok)).toBe(deliveredBefore + 2);
  }, 90_000);

  it('are served only on the internal metrics port, on loopback, never on the public or a service port', async () => {
    expect(new URL(portal.metricsUrl).hostname).toBe('127.0.0.1');
    expect(sample(await scrape(portal.metricsUrl), 'http_request_duration_seconds_count', { service: 'gateway', route: '/api/auth/login', method: 'POST', status: '200' })).toBeGreaterThan(0);
    for (const url of [portal.url, portal.urls.identity, portal.urls.knowledge]) {
      const res = await fetch(`${url}/metrics`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('http_request_duration_seconds');
    }
    expect((await fetch(`${portal.metricsUrl}/metrics/no-such-module`)).status).toBe(404);
  });
});
