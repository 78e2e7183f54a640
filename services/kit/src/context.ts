import type { Logger } from './logger.js';
import type { Principal } from './auth.js';

/** What every resolver receives. */
export interface RequestContext {
  principal: Principal | null;
  /** The raw bearer token, for calls this service makes on the caller's behalf. */
  token: string | null;
  requestId: string;
  /** The end client's address as the gateway saw it (for rate limits). */
  clientAddress: string | null;
  log: Logger;
}
