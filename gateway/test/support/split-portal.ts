import type { PortalOptions } from '../../src/portal.js';
import { MODULES } from '../../src/modules.js';
import { startTestPortal, type TestPortal } from './portal.js';

/** Every service module the binary runs, so a new service joins the split topology without a list to update. */
export const SERVICES = MODULES.map((m) => m.name).filter((name) => name !== 'gateway');

export interface SplitPortal {
  /** The gateway's address. */
  url: string;
  services: TestPortal;
  gateway: TestPortal;
  close(): Promise<void>;
}

/**
 * The distributed topology in one test process: the services in one portal, the gateway in another that
 * knows them only by URL, so every subgraph call crosses real HTTP (as between pods), where an embedded
 * portal would call its subgraphs in-process.
 */
export async function startSplitPortal(env: Record<string, string> = {}, shared: Pick<PortalOptions, 'log' | 'bus'> = {}): Promise<SplitPortal> {
  const services = await startTestPortal({ ...env, TARGET: SERVICES.join(',') }, shared);
  try {
    const urls = Object.fromEntries(SERVICES.map((s) => [`${s.toUpperCase()}_URL`, services.urls[s]]));
    const gateway = await startTestPortal({ ...env, ...urls, TARGET: 'gateway', DEMO_DATA: '0' }, shared);
    return {
      url: gateway.url,
      services,
      gateway,
      close: async () => {
        await gateway.close();
        await services.close();
      },
    };
  } catch (err) {
    await services.close();
    throw err;
  }
}
