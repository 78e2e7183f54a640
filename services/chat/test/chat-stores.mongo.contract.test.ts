import { randomUUID } from 'node:crypto';
import { afterAll, describe, it } from '@jest/globals';
import { createLogger, dockerAvailable } from '@counsel/kit';
import type { StartedMongoDBContainer } from '@testcontainers/mongodb';
import { openChatStores } from '../src/adapters/open-stores.js';
import { describeChatStoresContract } from './chat-stores.contract.js';

const docker = await dockerAvailable();
if (!docker) {
  describe('chat stores contract: MongoDB', () => {
    it.skip('skipped: no Docker engine reachable, so no MongoDB container can start (testcontainers)', () => undefined);
  });
} else {
  // One container for the file; every test gets its own database, opened the way the service opens it.
  let container: StartedMongoDBContainer | null = null;
  const started = async () => {
    const { MongoDBContainer } = await import('@testcontainers/mongodb');
    return (container ??= await new MongoDBContainer('mongo:8.0').start());
  };
  afterAll(async () => container?.stop());
  describeChatStoresContract('MongoDB', async () => {
    const url = `${(await started()).getConnectionString()}?directConnection=true`;
    return openChatStores({ MONGODB_URL: url, DATA_DIR: ':memory:' }, createLogger('test', 'silent'), `chat_${randomUUID().slice(0, 8)}`);
  });
}
