import { afterAll, beforeAll } from '@jest/globals';
import { clientsFor, startTestPortal, type TestPortal } from './portal.js';

type Clients = Awaited<ReturnType<typeof clientsFor>>;

/**
 * One portal for a whole test file, with the demo users signed in: started before the file's tests, closed after.
 * Read `portal` and `c` inside tests only (they exist once the file's beforeAll has run).
 */
export function portalPerFile(): { readonly portal: TestPortal; readonly c: Clients } {
  let portal: TestPortal | undefined;
  let clients: Clients | undefined;
  beforeAll(async () => {
    portal = await startTestPortal();
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
