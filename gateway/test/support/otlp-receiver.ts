import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

// A stand-in OpenTelemetry collector: accepts OTLP/HTTP protobuf trace exports on /v1/traces and decodes the
// spans (only the fields the tests look at) with a minimal protobuf wire-format reader.

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  /** OTLP SpanKind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, string | number | boolean>;
  /** Resource attributes of the exporting service (service.name, ...). */
  resource: Record<string, string | number | boolean>;
}

export const SpanKind = { internal: 1, server: 2, client: 3, producer: 4, consumer: 5 } as const;

export interface OtlpReceiver {
  /** Base URL, for OTEL_EXPORTER_OTLP_ENDPOINT. */
  url: string;
  spans: ReceivedSpan[];
  /** Request paths and content types received, for checking how the exporter called. */
  requests: { path: string; contentType: string }[];
  close(): Promise<void>;
}

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const requests: OtlpReceiver['requests'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', contentType: String(req.headers['content-type'] ?? '') });
      try {
        let body = Buffer.concat(chunks);
        if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
        if (req.url === '/v1/traces') spans.push(...decodeTraces(body));
        res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
      } catch (err) {
        res.writeHead(400).end(String(err));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface Field {
  no: number;
  /** varint fields */
  int: number;
  /** length-delimited fields */
  bytes: Uint8Array;
}

/** The fields of one protobuf message, in order (fixed-width values are skipped: no test reads them). */
function fields(buf: Uint8Array): Field[] {
  const out: Field[] = [];
  let at = 0;
  const varint = () => {
    let value = 0;
    let shift = 0;
    for (;;) {
      const b = buf[at++];
      if (b === undefined) throw new Error('truncated varint');
      value += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return value;
      shift += 7;
    }
  };
  while (at < buf.length) {
    const tag = varint();
    const no = Math.floor(tag / 8);
    switch (tag & 7) {
      case 0: out.push({ no, int: varint(), bytes: new Uint8Array() }); break;
      case 1: at += 8; break;
      case 2: {
        const len = varint();
        out.push({ no, int: 0, bytes: buf.subarray(at, at + len) });
        at += len;
        break;
      }
      case 5: at += 4; break;
      default: throw new Error(`unsupported wire type ${tag & 7}`);
    }
  }
  return out;
}

const text = (b: Uint8Array) => Buffer.from(b).toString('utf8');
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

/** KeyValue list (opentelemetry.proto.common.v1): string, bool and int values. */
function attributes(list: Field[]): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const kv of list) {
    const f = fields(kv.bytes);
    const key = text(f.find((x) => x.no === 1)?.bytes ?? new Uint8Array());
    const value = fields(f.find((x) => x.no === 2)?.bytes ?? new Uint8Array())[0];
    if (!value) continue;
    out[key] = value.no === 1 ? text(value.bytes) : value.no === 2 ? value.int === 1 : value.int;
  }
  return out;
}

/** ExportTraceServiceRequest → resource_spans → scope_spans → spans. */
export function decodeTraces(body: Uint8Array): ReceivedSpan[] {
  const out: ReceivedSpan[] = [];
  for (const rs of fields(body).filter((f) => f.no === 1)) {
    const rsFields = fields(rs.bytes);
    const resourceMsg = rsFields.find((f) => f.no === 1);
    const resource = resourceMsg ? attributes(fields(resourceMsg.bytes).filter((f) => f.no === 1)) : {};
    for (const ss of rsFields.filter((f) => f.no === 2)) {
      for (const sp of fields(ss.bytes).filter((f) => f.no === 2)) {
        const s = fields(sp.bytes);
        const one = (no: number) => s.find((f) => f.no === no);
        out.push({
          traceId: hex(one(1)?.bytes ?? new Uint8Array()),
          spanId: hex(one(2)?.bytes ?? new Uint8Array()),
          parentSpanId: hex(one(4)?.bytes ?? new Uint8Array()),
          name: text(one(5)?.bytes ?? new Uint8Array()),
          kind: one(6)?.int ?? 0,
          attributes: attributes(s.filter((f) => f.no === 9)),
          resource,
        });
      }
    }
  }
  return out;
}
