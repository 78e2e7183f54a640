import type { ExtractedText } from '../../domain/document-text.js';
import type { KnowledgeFileKind } from '../../domain/knowledge-file.js';
import type { TextExtractor } from '../../ports/text-extractor.js';
import { OcrEngine, type ExtractionLog, type OcrEngineOptions } from './ocr-engine.js';
import { extractPdf } from './pdf-text.js';
import { extractDoc, extractDocx } from './word-text.js';

/** PDF (with OCR for scanned pages), .docx and .doc. */
export class FileTextExtractor implements TextExtractor {
  private readonly ocr: OcrEngine | null;

  constructor(log: ExtractionLog, opts: { ocr: boolean } & OcrEngineOptions) {
    this.ocr = opts.ocr ? new OcrEngine(log, { idleMs: opts.idleMs }) : null;
  }

  /** Whether an OCR worker (a thread with its model) is running now. */
  get ocrWorkerAlive(): boolean {
    return this.ocr?.workerAlive ?? false;
  }

  extract(bytes: Uint8Array, kind: KnowledgeFileKind): Promise<ExtractedText> {
    switch (kind) {
      case 'pdf': return extractPdf(bytes, this.ocr);
      case 'docx': return extractDocx(bytes);
      case 'doc': return extractDoc(bytes);
      default: {
        // Checked here rather than with the kit's assertUnreachable: the extraction process loads only this folder.
        const unknownKind: never = kind;
        throw new Error(`no extractor for ${String(unknownKind)}`);
      }
    }
  }

  async close() {
    await this.ocr?.close();
  }
}
