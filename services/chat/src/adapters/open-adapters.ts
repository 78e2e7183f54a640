import { MongoOutbox, openSqlite, type Logger } from '@counsel/kit';
import type { ChatConfig } from '../config.js';
import type { Answerer } from '../ports/answerer.js';
import type { ChatAnswerStore } from '../ports/chat-answers.js';
import type { ChatLog } from '../ports/chat-log.js';
import type { StudentContextStore } from '../ports/student-context-store.js';
import { migrations } from './sqlite/migrations.js';
import { SqliteChatAnswerStore } from './sqlite/sqlite-chat-answers.js';
import { SqliteChatLog } from './sqlite/sqlite-chat-log.js';
import { SqliteStudentContextStore } from './sqlite/sqlite-student-context-store.js';

export interface ChatStores {
  chatLog: ChatLog;
  /** Ratings, flags and the AI answers page's reads (issue 19), on the same turns as chatLog. */
  answers: ChatAnswerStore;
  contexts: StudentContextStore;
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
    const { connectMongo } = await import('@counsel/kit/mongo');
    const conn = await connectMongo(config.MONGODB_URL, dbName, log);
    const m = chatModels(conn);
    const outbox = new MongoOutbox(conn);
    await Promise.all([m.turns.init(), m.contexts.init(), m.documents.init(), outbox.init()]);
    return {
      chatLog: new MongoChatLog(m), answers: new MongoChatAnswerStore(m, outbox), contexts: new MongoStudentContextStore(m),
      ready: () => conn.readyState === 1,
      close: () => conn.close(),
    };
  }
  const db = openSqlite(config.DATA_DIR, 'chat', migrations);
  return {
    chatLog: new SqliteChatLog(db), answers: new SqliteChatAnswerStore(db), contexts: new SqliteStudentContextStore(db),
    ready: () => db.open,
    close: async () => { db.close(); },
  };
}

/** Gemini when GEMINI_API_KEY is set (the SDK is imported only then), else none: the offline assistant answers. */
export async function openGeminiAnswerer(
  config: Pick<ChatConfig, 'GEMINI_API_KEY' | 'GEMINI_MODEL' | 'GEMINI_BASE_URL' | 'GEMINI_TIMEOUT_MS' | 'GEMINI_ATTEMPTS' | 'GEMINI_BACKOFF_MS'>, log: Logger,
): Promise<Answerer | null> {
  if (!config.GEMINI_API_KEY) {
    log.info('GEMINI_API_KEY is not set: chat turns are answered by the offline assistant');
    return null;
  }
  const { GeminiAnswerer } = await import('./gemini/gemini-answerer.js');
  return new GeminiAnswerer({
    apiKey: config.GEMINI_API_KEY, model: config.GEMINI_MODEL, baseUrl: config.GEMINI_BASE_URL,
    timeoutMs: config.GEMINI_TIMEOUT_MS, attempts: config.GEMINI_ATTEMPTS, backoffMs: config.GEMINI_BACKOFF_MS, log,
  });
}
