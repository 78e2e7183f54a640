import { MongoErasures, MongoOutbox, openSqlite, type Logger, type SubgraphClientOptions } from '@counsel/kit';
import type { ChatConfig } from '../config.js';
import type { Answerer } from '../ports/answerer.js';
import type { ChatAnswerStore } from '../ports/chat-answers.js';
import type { ChatLog } from '../ports/chat-log.js';
import type { ChatRecordStore } from '../ports/chat-records.js';
import type { CounselingSource } from '../ports/counseling-source.js';
import type { StudentContextStore } from '../ports/student-context-store.js';
import { CounselingClient } from './http/counseling-client.js';
import { migrations } from './sqlite/migrations.js';
import { SqliteChatAnswerStore } from './sqlite/sqlite-chat-answers.js';
import { SqliteChatLog } from './sqlite/sqlite-chat-log.js';
import { SqliteChatRecordStore } from './sqlite/sqlite-chat-records.js';
import { SqliteStudentContextStore } from './sqlite/sqlite-student-context-store.js';

export interface ChatStores {
  chatLog: ChatLog;
  /** Ratings, flags and the AI answers page's reads, on the same turns as chatLog. */
  answers: ChatAnswerStore;
  contexts: StudentContextStore;
  /** A student's whole record, its erasure, and the turns' retention, on the same tables. */
  records: ChatRecordStore;
  ready(): boolean;
  close(): Promise<void>;
}

/** MongoDB when MONGODB_URL is set, else the service's own SQLite file. `dbName` is for tests. */
export async function openChatStores(
  config: Pick<ChatConfig, 'MONGODB_URL' | 'DATA_DIR'>, log: Logger, dbName = 'counsel_chat',
): Promise<ChatStores> {
  if (config.MONGODB_URL) {
    // Imported on demand: embedded mode never loads the MongoDB driver.
    const { chatModels } = await import('./mongo/models.js');
    const { MongoChatLog } = await import('./mongo/mongo-chat-log.js');
    const { MongoStudentContextStore } = await import('./mongo/mongo-student-context-store.js');
    const { MongoChatAnswerStore } = await import('./mongo/mongo-chat-answers.js');
    const { MongoChatRecordStore } = await import('./mongo/mongo-chat-records.js');
    const { connectMongo } = await import('@counsel/kit/mongo');
    const conn = await connectMongo(config.MONGODB_URL, dbName, log);
    const m = chatModels(conn);
    const outbox = new MongoOutbox(conn);
    const erasures = new MongoErasures(conn, outbox);
    await Promise.all([m.turns.init(), m.contexts.init(), m.documents.init(), erasures.init(), outbox.init()]);
    return {
      chatLog: new MongoChatLog(m), answers: new MongoChatAnswerStore(m, outbox), contexts: new MongoStudentContextStore(m),
      records: new MongoChatRecordStore(m, outbox, erasures),
      ready: () => conn.readyState === 1,
      close: () => conn.close(),
    };
  }
  const db = openSqlite(config.DATA_DIR, 'chat', migrations);
  return {
    chatLog: new SqliteChatLog(db), answers: new SqliteChatAnswerStore(db), contexts: new SqliteStudentContextStore(db),
    records: new SqliteChatRecordStore(db),
    ready: () => db.open,
    close: async () => { db.close(); },
  };
}

/**
 * The generative model that answers chat turns, first match wins (docs/ai-data-flow.md):
 * 1. LLM_BASE_URL set: the OpenAI-compatible server there (a district's own model keeps student data in its
 *    network). Gemini is then never called for answers, even with GEMINI_API_KEY set.
 * 2. GEMINI_API_KEY set: Gemini.
 * 3. Neither: none, and the offline assistant answers.
 * Each client is imported only when it is chosen.
 */
export async function openModelAnswerer(
  config: Pick<ChatConfig, 'LLM_BASE_URL' | 'LLM_MODEL' | 'LLM_API_KEY' | 'LLM_TIMEOUT_MS' | 'LLM_ATTEMPTS' | 'LLM_BACKOFF_MS'
    | 'GEMINI_API_KEY' | 'GEMINI_MODEL' | 'GEMINI_BASE_URL' | 'GEMINI_TIMEOUT_MS' | 'GEMINI_ATTEMPTS' | 'GEMINI_BACKOFF_MS'>, log: Logger,
): Promise<Answerer | null> {
  if (config.LLM_BASE_URL) {
    // config.ts refuses LLM_BASE_URL without LLM_MODEL.
    const model = config.LLM_MODEL ?? '';
    log.info({ baseUrl: new URL(config.LLM_BASE_URL).origin, model }, 'chat turns are answered by the OpenAI-compatible model at LLM_BASE_URL');
    const { OpenAiCompatibleAnswerer } = await import('./openai/openai-answerer.js');
    return new OpenAiCompatibleAnswerer({
      baseUrl: config.LLM_BASE_URL, model, apiKey: config.LLM_API_KEY,
      timeoutMs: config.LLM_TIMEOUT_MS, attempts: config.LLM_ATTEMPTS, backoffMs: config.LLM_BACKOFF_MS, log,
    });
  }
  if (!config.GEMINI_API_KEY) {
    log.info('neither LLM_BASE_URL nor GEMINI_API_KEY is set: chat turns are answered by the offline assistant');
    return null;
  }
  const { GeminiAnswerer } = await import('./gemini/gemini-answerer.js');
  return new GeminiAnswerer({
    apiKey: config.GEMINI_API_KEY, model: config.GEMINI_MODEL, baseUrl: config.GEMINI_BASE_URL,
    timeoutMs: config.GEMINI_TIMEOUT_MS, attempts: config.GEMINI_ATTEMPTS, backoffMs: config.GEMINI_BACKOFF_MS, log,
  });
}

/**
 * Counselor notes and open tasks come from the counseling subgraph over HTTP in both modes, on the
 * caller's behalf: counseling authorizes and logs each read. Its address is resolved per call, so chat starts (and
 * answers without notes) when counseling is not running.
 */
export function openCounselingSource(upstream: Omit<SubgraphClientOptions, 'service'>): CounselingSource {
  return new CounselingClient(upstream);
}
