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
  /**
   * What the answer carries beside its data, set by a resolver for the gateway (identity's `sessionsChanged`: whose
   * sessions the call ended or refreshed, so the gateway drops its cached ones before the operation answers).
   */
  extensions?: Record<string, unknown>;
}
