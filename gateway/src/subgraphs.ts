import { identitySdl } from '@counsel/identity';
import { studentsSdl } from '@counsel/students';
import { documentsSdl } from '@counsel/documents';
import { knowledgeSdl } from '@counsel/knowledge';
import { chatSdl } from '@counsel/chat';
import { settingsSdl } from '@counsel/settings';
import { rosterSdl } from '@counsel/roster';
import { collegesSdl } from '@counsel/colleges';
import { recordsSdl } from '@counsel/records';
import { counselingSdl } from '@counsel/counseling';
import { lettersSdl } from '@counsel/letters';
import { notificationsSdl } from '@counsel/notifications';
import { planningSdl } from '@counsel/planning';
import { outcomesSdl } from '@counsel/outcomes';
import { reportingSdl } from '@counsel/reporting';

/** The subgraphs the supergraph is composed from, by service name. */
export const SUBGRAPH_SDL: Record<string, string> = {
  identity: identitySdl,
  students: studentsSdl,
  documents: documentsSdl,
  knowledge: knowledgeSdl,
  chat: chatSdl,
  settings: settingsSdl,
  roster: rosterSdl,
  colleges: collegesSdl,
  records: recordsSdl,
  counseling: counselingSdl,
  letters: lettersSdl,
  notifications: notificationsSdl,
  planning: planningSdl,
  outcomes: outcomesSdl,
  reporting: reportingSdl,
};
