import { createRequire } from 'node:module';
import path from 'node:path';
import type { Logger } from '@counsel/kit';

const require = createRequire(import.meta.url);

/** Minimal view of the tesseract.js worker this adapter uses. */
interface OcrWorker {
  recognize(image: Buffer): Promise<{ data: { text: string; confidence: number } }>;
  terminate(): Promise<unknown>;
}

/**
 * tesseract.js, fully offline: the wasm core and worker come from node_modules, and the English
 * language data from the @tesseract.js-data/eng package (best_int model), never from a CDN.
 * One worker, created on first use and reused; jobs queue on it.
 */
export class OcrEngine {
  private worker: Promise<OcrWorker> | null = null;

  constructor(private readonly log: Logger) {}

  static languageDataPath(): string {
    return path.join(path.dirname(require.resolve('@tesseract.js-data/eng')), '4.0.0_best_int');
  }

  async recognize(png: Buffer): Promise<{ text: string; confidence: number }> {
    const worker = await this.getWorker();
    const { data } = await worker.recognize(png);
    return { text: data.text, confidence: data.confidence };
  }

  async close() {
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
