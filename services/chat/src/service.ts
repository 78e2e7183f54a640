import { RecordReads } from '@counsel/kit';
import { defineService } from '@counsel/kit/server';
import { Subjects } from '@counsel/proto-events';
import { chatConfigSchema } from './config.js';
import { openChatStores, openCounselingSource, openModelAnswerer } from './adapters/open-adapters.js';
import { KnowledgeSearchClient } from './adapters/http/knowledge-search-client.js';
import { NotesPolicyClient } from './adapters/http/notes-policy-client.js';
import { SettingsPromptClient } from './adapters/http/settings-prompt-client.js';
import { registerChatStreamRoute } from './http/chat-stream-route.js';
import { OfflineAnswerer } from './adapters/offline/offline-answerer.js';
import { ChatService } from './application/chat.service.js';
import { ChatAnswersService } from './application/chat-answers.service.js';
import { MeetingBriefService } from './application/meeting-brief.service.js';
import { ChatRecordsService } from './application/chat-records.service.js';
import { TurnLimiter } from './application/turn-limiter.js';
import { studentContextHandlers } from './application/student-context-events.js';
import { chatTypeDefs } from './graphql/schema.js';
import { rootResolvers } from './graphql/resolvers/root.js';
import { meetingBriefResolvers } from './graphql/resolvers/meeting-brief.js';
import { LetterDraftService } from './application/letter-draft.service.js';
import { LetterMaterialClient } from './adapters/http/letter-material-client.js';
import { letterDraftResolvers } from './graphql/resolvers/letter-draft.js';
import { answerResolvers } from './graphql/resolvers/answers.js';

/** Chat turns past CHAT_RETENTION_DAYS are deleted at start-up and then once a day. */
const RETENTION_SWEEP_MS = 24 * 3_600_000;

/** The counseling assistant: grounded answers, pre-meeting briefs, and the answers staff can check. */
export const chatModule = defineService({
  name: 'chat',
  // counseling: started first in one process; chat still answers, without notes and tasks, when it is not.
  dependsOn: ['identity', 'settings', 'knowledge', 'counseling'],
  config: chatConfigSchema,
  port: (config) => config.CHAT_PORT,
  openStores: (config, log) => openChatStores(config, log),
  // Answers and records share the service's one outbox.
  outbox: (stores) => stores.answers.outbox,
  build: async ({ config, stores, bus, events, log, serviceUrl, verifier }) => {
    const records = new ChatRecordsService({ store: stores.records, log, retentionDays: config.CHAT_RETENTION_DAYS });
    const reads = new RecordReads(bus, Subjects.chatRecordRead, log);
    const upstream = (name: string) => ({ url: () => serviceUrl(name), timeoutMs: config.CHAT_UPSTREAM_TIMEOUT_MS });
    const model = await openModelAnswerer(config, log);
    const counseling = openCounselingSource(upstream('counseling'));
    const service = new ChatService({
      contexts: stores.contexts,
      search: new KnowledgeSearchClient(upstream('knowledge')),
      prompts: new SettingsPromptClient(upstream('settings'), log),
      counseling,
      notesPolicy: new NotesPolicyClient(upstream('settings'), log),
      answerers: { model, offline: new OfflineAnswerer() },
      chatLog: stores.chatLog,
      limiter: new TurnLimiter(config.CHAT_RATE_LIMIT_PER_MINUTE),
      log,
      reads,
      topK: config.CHAT_TOP_K,
    });
    // The pre-meeting brief is the records' own assembly; a configured model may only reword its topics.
    const briefs = new MeetingBriefService({ contexts: stores.contexts, model, log, reads, counseling });
    // Letter drafts read letters and counseling on the caller's token; notes follow the same admin switch.
    const drafts = new LetterDraftService({
      contexts: stores.contexts, model, counseling, notesPolicy: new NotesPolicyClient(upstream('settings'), log),
      material: new LetterMaterialClient(upstream), reads, log,
    });
    const answers = new ChatAnswersService({ store: stores.answers, events, log });
    const purge = () => records.purgeExpiredTurns();
    return {
      typeDefs: chatTypeDefs,
      resolvers: [rootResolvers(service), meetingBriefResolvers(briefs), answerResolvers(answers), letterDraftResolvers(drafts)],
      // The bus replays retained events to a new durable, so the read model also catches up on a fresh start
      // (an erased student's events excepted).
      subscriptions: studentContextHandlers(stores.contexts, (studentId) => stores.records.isErased(studentId)),
      recordParticipant: records,
      start: async () => { await purge().catch((err: unknown) => log.error({ err }, 'chat retention sweep failed')); },
      every: [{ ms: RETENTION_SWEEP_MS, run: purge, what: 'chat retention sweep' }],
      routes: (app) => registerChatStreamRoute(app, service, verifier),
    };
  },
});
