import type { Connection } from 'mongoose';
import type { Logger } from '../logger.js';
import { waitForDependency } from '../wait-for-dependency.js';

/**
 * One connection per service, to its own database. Start-up waits for MongoDB with exponential
 * backoff (a cluster starts its pods in any order) and gives up after `maxWaitMs`.
 */
export async function connectMongo(url: string, dbName: string, log: Logger, maxWaitMs = 120_000): Promise<Connection> {
  // Imported on demand: embedded mode never pays for loading the MongoDB driver.
  const { default: mongoose } = await import('mongoose');
  return waitForDependency('MongoDB', async () => {
    const conn = mongoose.createConnection(url, { dbName, serverSelectionTimeoutMS: 5_000, maxPoolSize: 20 });
    try {
      return await conn.asPromise();
    } catch (err) {
      await conn.close().catch(() => undefined);
      throw err;
    }
  }, log.child({ dbName }), { maxWaitMs });
}

/** Is a Docker engine reachable (for testcontainers-backed contract suites)? Asks the engine, not the file system. */
export async function dockerAvailable(): Promise<boolean> {
  const http = await import('node:http');
  const socketPath = process.env.DOCKER_HOST?.startsWith('unix://') ? process.env.DOCKER_HOST.slice(7) : '/var/run/docker.sock';
  if (process.env.DOCKER_HOST && !process.env.DOCKER_HOST.startsWith('unix://')) return true; // remote engine: let testcontainers try
  return new Promise((resolve) => {
    const req = http.request({ socketPath, path: '/_ping', timeout: 1500 }, (res) => { res.resume(); resolve(res.statusCode === 200); });
    req.on('error', () => resolve(false));
    req.on('timeout', () => { req.destroy(); resolve(false); });
    req.end();
  });
}
