import { randomUUID } from 'node:crypto';
import { afterAll, describe, it } from '@jest/globals';
import type { StartedMongoDBContainer } from '@testcontainers/mongodb';
import { dockerAvailable } from '../../src/store/mongo.js';

/** The image docker-compose.yml runs, so the store suites test the MongoDB that is deployed. */
export const MONGO_IMAGE = 'mongo:8.0';

export interface TestMongo {
  /** The container's address, with `database` in its path when given (some clients take the name apart). */
  url(database?: string): Promise<string>;
}

/** A database name no other test uses: `<prefix>_<8 hex>`. */
export const uniqueDbName = (prefix: string) => `${prefix}_${randomUUID().slice(0, 8)}`;

/**
 * A MongoDB-backed suite of a test file: where a Docker engine answers, `register` runs and its tests share one
 * container (started at first use, stopped after the file); elsewhere `title` holds one skipped test that says why.
 */
export async function describeWithMongo(title: string, register: (mongo: TestMongo) => void): Promise<void> {
  if (!(await dockerAvailable())) {
    describe(title, () => {
      it.skip('skipped: no Docker engine reachable, so no MongoDB container can start (run `npm run test:containers` where one exists)', () => undefined);
    });
    return;
  }
  let container: Promise<StartedMongoDBContainer> | null = null;
  afterAll(async () => { await (await container?.catch(() => null))?.stop(); }, 60_000);
  register({
    async url(database) {
      container ??= import('@testcontainers/mongodb').then(({ MongoDBContainer }) => new MongoDBContainer(MONGO_IMAGE).start());
      return `${(await container).getConnectionString()}${database ? `/${database}` : ''}?directConnection=true`;
    },
  });
}
