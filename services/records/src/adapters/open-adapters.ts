import { blobStoreFor, openSqlite, type BlobStore, type Logger } from '@counsel/kit';
import type { RecordsConfig } from '../config.js';
import type { RecordsStore } from '../ports/records-store.js';
import type { ExportSources } from '../ports/export-sources.js';
import type { RecordRendering } from '../ports/record-rendering.js';
import { migrations } from './sqlite/migrations.js';
import { SqliteRecordsStore } from './sqlite/sqlite-records-store.js';
import { SubgraphExportSources } from './http/subgraph-export-sources.js';
import { recordPdf } from './pdf/record-pdf.js';
import { zipArchive } from './zip/export-archive.js';

export interface RecordsStores {
  store: RecordsStore;
  blobs: BlobStore;
  ready(): boolean;
  close(): Promise<void>;
}

/** MongoDB (and GridFS) when MONGODB_URL is set, else the service's own SQLite file and blob folder. `dbName` is for tests. */
export async function openRecordsStores(
  config: Pick<RecordsConfig, 'MONGODB_URL' | 'DATA_DIR'>, log: Logger, dbName = 'counsel_records',
): Promise<RecordsStores> {
  const blobs = await blobStoreFor(config, 'records');
  if (config.MONGODB_URL) {
    // Imported on demand: embedded mode never loads the MongoDB driver.
    const { recordsModels } = await import('./mongo/models.js');
    const { MongoRecordsStore } = await import('./mongo/mongo-records-store.js');
    const { connectMongo } = await import('@counsel/kit/mongo');
    const conn = await connectMongo(config.MONGODB_URL, dbName, log);
    const m = recordsModels(conn);
    await Promise.all([m.students.init(), m.access.init(), m.deletions.init(), m.exports.init(), m.outbox.init()]);
    return {
      store: new MongoRecordsStore(m), blobs, ready: () => conn.readyState === 1,
      close: async () => { await blobs.close(); await conn.close(); },
    };
  }
  const db = openSqlite(config.DATA_DIR, 'records', migrations);
  return { store: new SqliteRecordsStore(db), blobs, ready: () => db.open, close: async () => { await blobs.close(); db.close(); } };
}

/** The owning services, reached over their GraphQL endpoints on the caller's behalf. */
export function openExportSources(url: (service: string) => string, timeoutMs: number): ExportSources {
  return new SubgraphExportSources(url, timeoutMs);
}

export function openRendering(): RecordRendering {
  return { pdf: recordPdf, zip: zipArchive };
}
