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
import { gatewayModule } from './gateway-module.js';

/** Every module this binary can run; TARGET picks which (Loki-style). */
export const MODULES: readonly ServiceModule[] = [
  identityModule, studentsModule, documentsModule, knowledgeModule, chatModule, settingsModule, rosterModule, collegesModule, counselingModule, lettersModule, notificationsModule, planningModule, outcomesModule, reportingModule, recordsModule, gatewayModule,
];

export function targetsFrom(target: string | undefined): string[] {
  const t = (target ?? 'all').trim();
  if (t === 'all') return MODULES.map((m) => m.name);
  return t.split(',').map((s) => s.trim()).filter(Boolean);
}
