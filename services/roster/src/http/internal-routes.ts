import { registerUploadReceiver, type TokenVerifier } from '@counsel/kit';
import type { RosterImportsService } from '../application/roster-imports.service.js';

type ServiceApp = Parameters<typeof registerUploadReceiver>[0];

/** The signed roster upload's bytes, streamed in by the gateway (reached through the gateway only). */
export async function registerInternalRoutes(app: ServiceApp, imports: RosterImportsService, verifier: () => TokenVerifier) {
  await registerUploadReceiver(app, imports.uploads, imports.policy, verifier);
}
