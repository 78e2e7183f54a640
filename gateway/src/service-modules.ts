import type { ServiceModule } from '@counsel/kit';
import { identityModule } from '@counsel/identity';
import { studentsModule } from '@counsel/students';
import { documentsModule } from '@counsel/documents';
import { knowledgeModule } from '@counsel/knowledge';
import { chatModule } from '@counsel/chat';
import { settingsModule } from '@counsel/settings';
import { rosterModule } from '@counsel/roster';
import { collegesModule } from '@counsel/colleges';
import { recordsModule } from '@counsel/records';
import { counselingModule } from '@counsel/counseling';
import { lettersModule } from '@counsel/letters';
import { notificationsModule } from '@counsel/notifications';
import { planningModule } from '@counsel/planning';
import { outcomesModule } from '@counsel/outcomes';
import { reportingModule } from '@counsel/reporting';

/** Every service module, without the gateway (whose module pulls in the HTTP server and the Apollo gateway). */
export const SERVICE_MODULES: readonly ServiceModule[] = [
  identityModule, studentsModule, documentsModule, knowledgeModule, chatModule, settingsModule, rosterModule, collegesModule, counselingModule, lettersModule, notificationsModule, planningModule, outcomesModule, reportingModule, recordsModule,
];
