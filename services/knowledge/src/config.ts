import { z } from 'zod';
import { commonConfigSchema, flag, optionalString, optionalUrl, port } from '@counsel/kit';

export const knowledgeConfigSchema = commonConfigSchema.extend({
  KNOWLEDGE_PORT: port(4104),
  /** Seed the demo counseling documents and content items (idempotent). */
  DEMO_DATA: flag(true),
  /** Include the scanned demo page (exercises OCR; about a second of CPU). API tests turn it off. */
  DEMO_OCR: flag(true),
  /** Read pages without a text layer with tesseract.js. */
  OCR_ENABLED: flag(true),
  /** Largest knowledge-base file, in bytes (25 MB). */
  KNOWLEDGE_MAX_FILE_BYTES: z.coerce.number().int().min(1024).default(25 * 1024 * 1024),
  /** How long a signed upload URL stays valid (15 minutes). */
  UPLOAD_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(900),
  /** Uploads never registered are removed after this many hours. */
  UNREGISTERED_UPLOAD_TTL_HOURS: z.coerce.number().min(0).default(24),
  UPLOAD_SWEEP_INTERVAL_MINUTES: z.coerce.number().min(1).default(60),
  /** Files indexed at once by this instance. */
  INDEX_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /** Distributed search: Elasticsearch (else SQLite FTS5 in the service's own store). */
  ELASTICSEARCH_URL: optionalUrl,
  ELASTICSEARCH_INDEX: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/).default('counsel-knowledge'),
  /** Elasticsearch with security on (compose, the chart): basic authentication. */
  ELASTICSEARCH_USERNAME: optionalString,
  ELASTICSEARCH_PASSWORD: optionalString,
  /** Dense retrieval: Gemini embeddings when a key is set. */
  GEMINI_API_KEY: optionalString,
  GEMINI_EMBEDDING_MODEL: z.string().default('gemini-embedding-001'),
  GEMINI_EMBEDDING_DIMENSIONS: z.coerce.number().int().min(64).max(3072).default(768),
  /** Override the Gemini endpoint (tests point it at a local fake). */
  GEMINI_BASE_URL: optionalUrl,
  /** Dense retrieval with a local ONNX model folder (needs the optional @huggingface/transformers). */
  EMBEDDING_MODEL_PATH: optionalString,
});
export type KnowledgeConfig = z.infer<typeof knowledgeConfigSchema>;
