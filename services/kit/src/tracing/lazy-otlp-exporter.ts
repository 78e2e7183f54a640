import type { ExportResult } from '@opentelemetry/core';
import { ExportResultCode } from '@opentelemetry/core';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-base';

type OtlpExporter = import('@opentelemetry/exporter-trace-otlp-proto').OTLPTraceExporter;

/**
 * The OTLP exporter with its protobuf encoder is close to two hundred files; a process without a collector never
 * needs it, and one with a collector first needs it when the first batch of spans leaves. So the package is
 * loaded then, once per exporter, and every call after that goes straight through.
 */
export class LazyOtlpTraceExporter implements SpanExporter {
  private real: Promise<OtlpExporter> | undefined;
  private loaded: OtlpExporter | undefined;

  constructor(private readonly url: string) {}

  export(spans: ReadableSpan[], resultCallback: (result: ExportResult) => void): void {
    if (this.loaded) return this.loaded.export(spans, resultCallback);
    this.exporter().then(
      (exporter) => exporter.export(spans, resultCallback),
      (error: unknown) => resultCallback({ code: ExportResultCode.FAILED, error: error instanceof Error ? error : new Error(String(error)) }),
    );
  }

  async shutdown(): Promise<void> {
    // Never loaded: nothing was queued, so there is nothing to close.
    if (this.real) await (await this.real).shutdown();
  }

  async forceFlush(): Promise<void> {
    if (this.real) await (await this.real).forceFlush();
  }

  private exporter(): Promise<OtlpExporter> {
    this.real ??= import('@opentelemetry/exporter-trace-otlp-proto').then(({ OTLPTraceExporter }) => {
      this.loaded = new OTLPTraceExporter({ url: this.url });
      return this.loaded;
    });
    return this.real;
  }
}
