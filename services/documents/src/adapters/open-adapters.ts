import { openSqlite, type Logger } from '@counsel/kit';
import type { DocumentsConfig } from '../config.js';
import type { DocumentStore } from '../ports/document-store.js';
import { migrations } from './sqlite/migrations.js';
import { SqliteDocumentStore } from './sqlite/sqlite-document-store.js';

/** MongoDB when MONGODB_URL is set (mongoose is loaded only then), else the service's own SQLite file. */
export async function openDocumentStore(config: DocumentsConfig, log: Logger): Promise<DocumentStore> {
  if (config.MONGODB_URL) {
    const { MongoDocumentStore } = await import('./mongo/mongo-document-store.js');
    const { connectMongo } = await import('@counsel/kit/mongo');
    return MongoDocumentStore.open(await connectMongo(config.MONGODB_URL, 'counsel_documents', log));
  }
  return new SqliteDocumentStore(openSqlite(config.DATA_DIR, 'documents', migrations));
}
