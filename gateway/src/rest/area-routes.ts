import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './route-deps.js';
import { registerStudentsRoutes } from './students-routes.js';
import { registerAdminRoutes } from './admin-routes.js';
import { registerChatRoutes } from './chat-routes.js';
import { registerSettingsRoutes } from './settings-routes.js';
import { registerDocumentsRoutes } from './documents-routes.js';
import { registerKnowledgeRoutes } from './knowledge-routes.js';
import { registerRosterRoutes } from './roster-routes.js';
import { registerCollegesRoutes } from './colleges-routes.js';
import { registerRecordsRoutes } from './records-routes.js';
import { registerCounselingRoutes } from './counseling-routes.js';
import { registerLettersRoutes } from './letters-routes.js';
import { registerSchoolDocumentsRoutes } from './school-documents-routes.js';
import { registerLetterDraftRoutes } from './letter-draft-routes.js';
import { registerNotificationsRoutes } from './notifications-routes.js';
import { registerPlanningRoutes } from './planning-routes.js';
import { registerOutcomesRoutes } from './outcomes-routes.js';
import { registerGuardiansRoutes } from './guardians-routes.js';
import { registerReportingRoutes } from './reporting-routes.js';

/**
 * Each feature area registers its REST routes here, one file per area (students, documents,
 * knowledge, chat, settings), so areas grow without touching the gateway's core.
 */
export async function registerAreaRoutes(_app: FastifyInstance, _deps: RouteDeps) {
  // Areas are added as their services land.
  registerStudentsRoutes(_app, _deps);
  registerAdminRoutes(_app, _deps);
  registerChatRoutes(_app, _deps);
  registerSettingsRoutes(_app, _deps);
  registerDocumentsRoutes(_app, _deps);
  registerKnowledgeRoutes(_app, _deps);
  registerRosterRoutes(_app, _deps);
  registerCollegesRoutes(_app, _deps);
  registerRecordsRoutes(_app, _deps);
  registerCounselingRoutes(_app, _deps);
  registerLettersRoutes(_app, _deps);
  registerSchoolDocumentsRoutes(_app, _deps);
  registerLetterDraftRoutes(_app, _deps);
  registerNotificationsRoutes(_app, _deps);
  registerPlanningRoutes(_app, _deps);
  registerOutcomesRoutes(_app, _deps);
  registerGuardiansRoutes(_app, _deps);
  registerReportingRoutes(_app, _deps);
}
