import { afterAll, beforeAll } from '@jest/globals';
import { clientsFor } from './client.js';
import { startHostedTestPortal, type HostedPortal } from './hosted-portal.js';

type Clients = Awaited<ReturnType<typeof clientsFor>>;
type Portal = { url: string; close(): Promise<void> };
type PerFile<P> = { readonly portal: P; readonly c: Clients };

/**
 * One portal for a whole test file, with the demo users signed in: started before the file's tests, closed after.
 * Read `portal` and `c` inside tests only (they exist once the file's beforeAll has run). By default the portal runs
 * in the worker's portal host (hosted-portal.ts); a test that needs the portal's objects (its bus) passes `start`
 * with startTestPortal, which runs it in the test's own process.
 */
export function portalPerFile(): PerFile<HostedPortal>;
export function portalPerFile<P extends Portal>(start: () => Promise<P>): PerFile<P>;
export function portalPerFile(start: () => Promise<Portal> = () => startHostedTestPortal()): PerFile<Portal> {
  let portal: Portal | undefined;
  let clients: Clients | undefined;
  beforeAll(async () => {
    portal = await start();
    clients = await clientsFor(portal);
  }, 60_000);
  afterAll(async () => portal?.close());
  return {
    get portal() {
      if (!portal) throw new Error('the portal starts in beforeAll: read it inside a test');
      return portal;
    },
    get c() {
      if (!clients) throw new Error('the clients sign in in beforeAll: read them inside a test');
      return clients;
    },
  };
}
