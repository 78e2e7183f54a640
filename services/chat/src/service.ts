import { RecordReads, loadConfig, verifierFor, type ModuleContext, type RunningModule, type ServiceModule } from '@counsel/kit';
import { startServiceServer } from '@counsel/kit/server';
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
import { subscribeDeletionRequests } from './application/deletion-events.js';
import { TurnLimiter } from './application/turn-limiter.js';
import { subscribeStudentContext } from './application/student-context-events.js';
import { chatTypeDefs } from './graphql/schema.js';
import { rootResolvers } from './graphql/resolvers/root.js';
import { meetingBriefResolvers } from './graphql/resolvers/meeting-brief.js';
import { answerResolvers } from './graphql/resolvers/answers.js';
import { recordResolvers } from './graphql/resolvers/records.js';

/** Chat turns past CHAT_RETENTION_DAYS are deleted at start-up and then once a day. */
const RETENTION_SWEEP_MS = 24 * 3_600_000;

export const chatModule: ServiceModule = {
  name: 'chat',
  // counseling (issue 21): started first in one process; chat still answers, without notes and tasks, when it is not.
  dependsOn: ['identity', 'settings', 'knowledge', 'counseling'],
  async start(ctx: ModuleContext): Promise<RunningModule> {
    const config = loadConfig(chatConfigSchema, ctx.env);
    const log = ctx.log.child({ service: 'chat' });
    const stores = await openChatStores(config, log);
    const records = new ChatRecordsService({ store: stores.records, bus: ctx.bus, log, retentionDays: config.CHAT_RETENTION_DAYS });
    // The bus replays retained events to a new durable, so the read model also catches up on a fresh start
    // (an erased student's events excepted).
    const subscriptions = [
      ...await subscribeStudentContext(ctx.bus, stores.contexts, (studentId) => stores.records.isErased(studentId)),
      ...await subscribeDeletionRequests(ctx.bus, records),
    ];
    const reads = new RecordReads(ctx.bus, Subjects.chatRecordRead, log);

    const upstream = (name: string) => ({ url: () => ctx.serviceUrl(name), timeoutMs: config.CHAT_UPSTREAM_TIMEOUT_MS });
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
    const answers = new ChatAnswersService({ store: stores.answers, bus: ctx.bus, log });
    void answers.flushOutbox(); // what a crash or a bus outage left in the outbox
    void records.flushOutbox();
    const purge = () => records.purgeExpiredTurns().catch((err: unknown) => log.error({ err }, 'chat retention sweep failed'));
    await purge();
    const retention = setInterval(() => void purge(), RETENTION_SWEEP_MS);
    retention.unref();
    const verifier = verifierFor(ctx);
    const server = await startServiceServer({
      name: 'chat',
      host: config.HOST,
      port: config.CHAT_PORT,
      log,
      typeDefs: chatTypeDefs,
      resolvers: [rootResolvers(service), meetingBriefResolvers(briefs), answerResolvers(answers), recordResolvers(records)],
      verifier,
      ready: stores.ready,
      routes: (app) => registerChatStreamRoute(app, service, verifier),
    });
    return {
      name: 'chat',
      url: server.url,
      execute: server.execute,
      ready: stores.ready,
      close: async () => {
        clearInterval(retention);
        for (const s of subscriptions) await s.stop();
        await answers.closeOutbox();
        await records.closeOutbox();
        await server.close();
        await stores.close();
      },
    };
  },
};
