import { randomUUID } from 'node:crypto';
import { afterAll, describe, it } from '@jest/globals';
import { connectMongo, createLogger, dockerAvailable, openSqlite } from '@counsel/kit';
import { migrations } from '../src/adapters/sqlite/migrations.js';
import { SqliteKnowledgeStore } from '../src/adapters/sqlite/sqlite-knowledge-store.js';
import { describeKnowledgeStoreContract } from './knowledge-store.contract.js';

describeKnowledgeStoreContract('sqlite', async () => {
  const db = openSqlite(':memory:', 'knowledge', migrations);
  return { store: new SqliteKnowledgeStore(db), close: async () => { db.close(); } };
});

const docker = await dockerAvailable();
if (docker) {
  // One container for the suite; each test gets its own database. Loaded on demand, like the service does.
  let container: { getConnectionString(): string; stop(): Promise<unknown> } | null = null;
  afterAll(async () => { await container?.stop(); }, 60_000);
  describeKnowledgeStoreContract('mongodb', async () => {
    if (!container) {
      const { MongoDBContainer } = await import('@testcontainers/mongodb');
      container = await new MongoDBContainer('mongo:7').start();
    }
    const { knowledgeModels, initKnowledgeModels } = await import('../src/adapters/mongo/models.js');
    const { MongoKnowledgeStore } = await import('../src/adapters/mongo/mongo-knowledge-store.js');
    const conn = await connectMongo(`${container.getConnectionString()}?directConnection=true`, `knowledge_${randomUUID().slice(0, 8)}`, createLogger('test', 'silent'));
    const m = knowledgeModels(conn);
    await initKnowledgeModels(m);
    const store = new MongoKnowledgeStore(m, conn);
    return { store, close: async () => { await conn.dropDatabase(); await store.close(); } };
  });
} else {
  describe('KnowledgeStore contract: mongodb', () => {
    it.skip('skipped: no Docker engine reachable for testcontainers (run `npm run test:containers` where one exists)', () => undefined);
  });
}
