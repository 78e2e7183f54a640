import { createRequire } from 'node:module';
import path from 'node:path';
import type { Logger } from '@counsel/kit';

/** The levels extraction logs at: a child process forwards just these to its parent. */
export type ExtractionLog = Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>;

const require = createRequire(import.meta.url);

/** Minimal view of the tesseract.js worker this adapter uses. */
interface OcrWorker {
  recognize(image: Buffer): Promise<{ data: { text: string; confidence: number } }>;
  terminate(): Promise<unknown>;
}

export interface OcrEngineOptions {
  /**
   * How long the worker may sit without a page before it is terminated. Its thread holds the wasm engine and the
   * language model (about 150 MB resident) while starting one again takes a few seconds, and scanned pages come
   * in bursts (an upload, a re-index), so it is kept between the pages of a burst but not for the idle hours after.
   */
  idleMs?: number;
}

/**
 * tesseract.js, fully offline: the wasm core and worker come from node_modules, and the English
 * language data from the @tesseract.js-data/eng package (best_int model), never from a CDN.
 * One worker, created on first use and reused while pages keep coming; jobs queue on it.
 */
export class OcrEngine {
  private worker: Promise<OcrWorker> | null = null;
  private inFlight = 0;
  private idleTimer: NodeJS.Timeout | null = null;
  private readonly idleMs: number;

  constructor(private readonly log: ExtractionLog, opts: OcrEngineOptions = {}) {
    this.idleMs = opts.idleMs ?? 30_000;
  }

  static languageDataPath(): string {
    return path.join(path.dirname(require.resolve('@tesseract.js-data/eng')), '4.0.0_best_int');
  }

  /** True while a worker is running or starting (it is gone after idleMs without a page). */
  get workerAlive(): boolean {
    return this.worker !== null;
  }

  async recognize(png: Buffer): Promise<{ text: string; confidence: number }> {
    this.inFlight++;
    this.cancelIdleTimer();
    try {
      const worker = await this.getWorker();
      const { data } = await worker.recognize(png);
      return { text: data.text, confidence: data.confidence };
    } finally {
      this.inFlight--;
      if (this.inFlight === 0) this.armIdleTimer();
    }
  }

  async close() {
    this.cancelIdleTimer();
    await this.terminateWorker();
  }

  private armIdleTimer() {
    this.cancelIdleTimer();
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.inFlight > 0) return;
      void this.terminateWorker().then(
        () => this.log.debug({ idleMs: this.idleMs }, 'OCR worker stopped while idle'),
        (err: unknown) => this.log.warn({ err }, 'OCR worker did not stop cleanly'),
      );
    }, this.idleMs);
    // An idle worker's timer must not keep a process (a test, a CLI) alive.
    this.idleTimer.unref();
  }

  private cancelIdleTimer() {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  private async terminateWorker() {
    const w = this.worker;
    this.worker = null;
    if (w) await (await w.catch(() => null))?.terminate();
  }

  private getWorker(): Promise<OcrWorker> {
    this.worker ??= (async () => {
      const { createWorker } = await import('tesseract.js');
      const started = Date.now();
      const worker = await createWorker('eng', 1, {
        langPath: OcrEngine.languageDataPath(),
        cacheMethod: 'none',
        gzip: true,
        errorHandler: (err: unknown) => this.log.error({ err }, 'OCR worker error'),
      });
      this.log.info({ ms: Date.now() - started }, 'OCR worker ready');
      return worker;
    })().catch((err) => {
      this.worker = null;
      throw err;
    });
    return this.worker;
  }
}
