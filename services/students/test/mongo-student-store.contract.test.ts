import { randomUUID } from 'node:crypto';
import { afterAll, describe, it } from '@jest/globals';
import { getContainerRuntimeClient } from 'testcontainers';
import { MongoDBContainer, type StartedMongoDBContainer } from '@testcontainers/mongodb';
import { MongoStudentStore } from '../src/adapters/mongo/mongo-student-store.js';
import { describeStudentStoreContract } from './student-store.contract.js';

/** MongoDB runs in a throwaway container; without a Docker engine the suite is skipped, and says why. */
async function dockerAvailable(): Promise<boolean> {
  try {
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

const docker = await dockerAvailable();
if (!docker) {
  describe('StudentStore contract: MongoDB', () => {
    it.skip('skipped: no Docker engine reachable, so no MongoDB container can start (testcontainers)', () => undefined);
  });
} else {
  let container: StartedMongoDBContainer | null = null;
  const started = async () => (container ??= await new MongoDBContainer('mongo:8.0').start());
  afterAll(async () => container?.stop());
  describeStudentStoreContract('MongoDB', async () => {
    const c = await started();
    return MongoStudentStore.connect(`${c.getConnectionString()}?directConnection=true`, `students_${randomUUID().slice(0, 8)}`);
  });
}
