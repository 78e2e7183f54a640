import type { ExtractedText } from '../domain/document-text.js';
import type { KnowledgeFileKind } from '../domain/knowledge-file.js';

/** Reads the text and its structure out of a file. Throws ExtractionError when nothing can be read. */
export interface TextExtractor {
  extract(bytes: Uint8Array, kind: KnowledgeFileKind): Promise<ExtractedText>;
  close(): Promise<void>;
}
