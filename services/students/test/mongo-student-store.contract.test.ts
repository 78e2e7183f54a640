import { describeWithMongo, uniqueDbName } from '../../kit/test/support/mongo-container.js';
import { MongoStudentStore } from '../src/adapters/mongo/mongo-student-store.js';
import { describeStudentBackfillContract } from './student-backfill.contract.js';
import { describeStudentStoreContract } from './student-store.contract.js';

/** MongoDB runs in a throwaway container; without a Docker engine the suite is skipped, and says why. */
await describeWithMongo('StudentStore contract: MongoDB', (mongo) => {
  const open = async () => MongoStudentStore.connect(await mongo.url(), uniqueDbName('students'));
  describeStudentStoreContract('MongoDB', open);
  describeStudentBackfillContract('MongoDB', open);
});
