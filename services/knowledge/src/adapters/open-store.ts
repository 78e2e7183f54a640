import { connectMongo, openSqlite, type Logger, type SqliteDatabase } from '@counsel/kit';
import type { KnowledgeConfig } from '../config.js';
import type { KnowledgeStore } from '../ports/knowledge-store.js';
import { migrations } from './sqlite/migrations.js';
import { SqliteKnowledgeStore } from './sqlite/sqlite-knowledge-store.js';

export interface KnowledgeStores {
  store: KnowledgeStore;
  /**
   * The service's own SQLite file, for the SQLite search index (FTS5 chunks and vectors live there,
   * not in the KnowledgeStore). With MongoDB it is opened only when asked for (no ELASTICSEARCH_URL).
   */
  sqlite(): SqliteDatabase;
  ready(): boolean;
  close(): Promise<void>;
}

/** MongoDB when MONGODB_URL is set (mongoose is loaded only then), else the service's own SQLite file. */
export async function openKnowledgeStore(config: KnowledgeConfig, log: Logger): Promise<KnowledgeStores> {
  if (config.MONGODB_URL) {
    const { knowledgeModels, initKnowledgeModels } = await import('./mongo/models.js');
    const { MongoKnowledgeStore } = await import('./mongo/mongo-knowledge-store.js');
    const conn = await connectMongo(config.MONGODB_URL, 'counsel_knowledge', log);
    const m = knowledgeModels(conn);
    await initKnowledgeModels(m);
    let db: SqliteDatabase | null = null;
    return {
      store: new MongoKnowledgeStore(m, conn),
      sqlite: () => (db ??= openSqlite(config.DATA_DIR, 'knowledge', migrations)),
      ready: () => conn.readyState === 1 && (db?.open ?? true),
      close: async () => {
        await conn.close();
        db?.close();
      },
    };
  }
  const db = openSqlite(config.DATA_DIR, 'knowledge', migrations);
  return {
    store: new SqliteKnowledgeStore(db),
    sqlite: () => db,
    ready: () => db.open,
    close: async () => { db.close(); },
  };
}
