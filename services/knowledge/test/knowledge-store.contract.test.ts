import { createLogger, openSqlite } from '@counsel/kit';
import { connectMongo } from '@counsel/kit/mongo';
import { describeWithMongo, uniqueDbName } from '../../kit/test/support/mongo-container.js';
import { migrations } from '../src/adapters/sqlite/migrations.js';
import { SqliteKnowledgeStore } from '../src/adapters/sqlite/sqlite-knowledge-store.js';
import { describeKnowledgeStoreContract } from './knowledge-store.contract.js';

describeKnowledgeStoreContract('sqlite', async () => {
  const db = openSqlite(':memory:', 'knowledge', migrations);
  return { store: new SqliteKnowledgeStore(db), close: async () => { db.close(); } };
});

// Each test gets its own database. The adapter is loaded on demand, like the service does.
await describeWithMongo('KnowledgeStore contract: mongodb', (mongo) => {
  describeKnowledgeStoreContract('mongodb', async () => {
    const { knowledgeModels, initKnowledgeModels } = await import('../src/adapters/mongo/models.js');
    const { MongoKnowledgeStore } = await import('../src/adapters/mongo/mongo-knowledge-store.js');
    const conn = await connectMongo(await mongo.url(), uniqueDbName('knowledge'), createLogger('test', 'silent'));
    const m = knowledgeModels(conn);
    await initKnowledgeModels(m);
    const store = new MongoKnowledgeStore(m, conn);
    return { store, close: async () => { await conn.dropDatabase(); await store.close(); } };
  });
});
