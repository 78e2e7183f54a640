import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './route-deps.js';

/**
 * Each feature area registers its REST routes here, one file per area (students, documents,
 * knowledge, chat, settings), so areas grow without touching the gateway's core.
 */
export async function registerAreaRoutes(_app: FastifyInstance, _deps: RouteDeps) {
  // Areas are added as their services land.
}
