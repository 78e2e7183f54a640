import { z } from 'zod';
import { commonConfigSchema, flag, optionalString, optionalUrl, port } from '@counsel/kit';

export const collegesConfigSchema = commonConfigSchema.extend({
  COLLEGES_PORT: port(4108),
  /** Seeds college lists for the demo students and curated deadlines for their colleges. */
  DEMO_DATA: flag(true),
  /** The catalog file loaded at start-up when the catalog is empty or older than it (default: the one shipped in data/colleges). */
  COLLEGES_CATALOG_FILE: optionalString,
  /** Search engine for the catalog in distributed mode; embedded mode uses SQLite FTS5. */
  ELASTICSEARCH_URL: optionalUrl,
  /** The alias searches use; each catalog load writes a new index behind it. */
  ELASTICSEARCH_COLLEGES_INDEX: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/).default('counsel-colleges'),
  /** Elasticsearch with security on (compose, the chart): basic authentication. */
  ELASTICSEARCH_USERNAME: optionalString,
  ELASTICSEARCH_PASSWORD: optionalString,
});
export type CollegesConfig = z.infer<typeof collegesConfigSchema>;
