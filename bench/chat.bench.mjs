// Chat turns with the offline answerer over 10,000 knowledge chunks: the chat service's own use case
// (ChatService) with its embedded adapters: SQLite read model and audit log, retrieval through the knowledge
// service's embedded search index (SQLite FTS5, as the portal runs it), the offline grounded answerer. Reports turns per second, p50/p99 latency and the
// share of each turn spent in retrieval, context loading and answering.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { DurableLocalBus, RecordReads, createLogger, openSqlite } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import {
  ChatService, OfflineAnswerer, SqliteChatLog, SqliteStudentContextStore, chatSqliteMigrations, parseProfile,
} from '@counsel/chat';
import { migrations as knowledgeMigrations } from '../services/knowledge/dist/adapters/sqlite/migrations.js';
import { SqliteSearchIndex } from '../services/knowledge/dist/adapters/sqlite/sqlite-search-index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHUNKS = Number(process.env.BENCH_CHUNKS ?? 10_000);
const TURNS = Number(process.env.BENCH_TURNS ?? 2_000);
const WARMUP = 100;
const DEMO = path.join(root, 'services/knowledge/src/demo');

function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

/** The demo knowledge base split into sections, then varied into CHUNKS distinct chunks of 150 to 400 words. */
function corpus() {
  const sections = [];
  for (const file of ['application-timeline.md', 'financial-aid-basics.md', 'essay-guidance.md', 'testing-policies.md']) {
    const [head, ...rest] = readFileSync(path.join(DEMO, file), 'utf8').split(/\n(?=## )/);
    const title = head.split('\n')[0].replace(/^#\s*/, '');
    for (const s of rest) {
      const [h, ...body] = s.split('\n');
      sections.push({ title: `${title}: ${h.replace(/^##\s*/, '')}`, text: body.join('\n').trim() });
    }
  }
  const sentences = sections.flatMap((s) => s.text.split(/(?<=[.!?])\s+/));
  const rand = rng(42);
  const chunks = [];
  for (let i = 0; i < CHUNKS; i++) {
    const base = sections[i % sections.length];
    const extra = Array.from({ length: 2 + Math.floor(rand() * 8) }, () => sentences[Math.floor(rand() * sentences.length)]);
    chunks.push({ id: `c${i}`, sourceId: `file-${Math.floor(i / 8)}`, sourceType: i % 5 === 0 ? 'content' : 'knowledge_base', title: `${base.title} (district copy ${i})`, text: `${base.text}\n\n${extra.join(' ')}` });
  }
  return chunks;
}

const QUESTIONS = [
  'When does the FAFSA open?', 'What is the CSS Profile?', 'Is early decision binding?', 'When are regular decision deadlines?',
  'How long can the Common App essay be?', 'What does test-optional mean for sending scores?', 'What is superscoring?',
  'How should a family compare financial aid offers?', 'When should students ask teachers for recommendation letters?',
  'What happens on May 1?', 'How is the ACT composite calculated?', 'Should this student send SAT scores?',
  'How many activities fit in the Common App?', 'Which loans should a student borrow first?', 'What should we do about a waitlist?',
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'counsel-chat-bench-'));
  try {
    let t = performance.now();
    const chunks = corpus();
    const index = new SqliteSearchIndex(openSqlite(dataDir, 'knowledge', knowledgeMigrations));
    const bySource = new Map();
    for (const c of chunks) bySource.set(c.sourceId, [...(bySource.get(c.sourceId) ?? []), c]);
    for (const [sourceId, list] of bySource) {
      await index.replaceSource(sourceId, list.map((c, ordinal) => ({ ...c, page: null, ordinal, tags: [], vector: null })));
    }
    const search = { search: (text, k) => index.search({ text, vector: null, k, filters: {} }) };
    const indexMs = performance.now() - t;
    const db = openSqlite(dataDir, 'chat', chatSqliteMigrations);
    const contexts = new SqliteStudentContextStore(db);
    const students = [
      ['s-maya', { firstName: 'Maya', lastName: 'Chen', gpa: 3.94, satScore: 1520, actScore: 34, grade: '12', targetColleges: 10, courses: [{ courseName: 'AP Calculus BC', level: 'AP', grade: 'A' }], activities: [{ name: 'Robotics Club', role: 'Captain', years: 4, hoursPerWeek: 8 }] }],
      ['s-jordan', { firstName: 'Jordan', lastName: 'Rivera', gpa: 3.45, satScore: 1280, grade: '11', activities: [{ name: 'Varsity Soccer', role: 'Vice-Captain', years: 3, hoursPerWeek: 10 }] }],
    ];
    for (const [id, profile] of students) await contexts.upsertProfile(id, `u-${id}`, parseProfile(profile), new Date().toISOString());
    // Staff turns about a student are logged as record reads: the real local bus, in memory.
    const bus = await DurableLocalBus.open({ dataDir: ':memory:', log: createLogger('bench', 'silent') });
    const service = new ChatService({
      reads: new RecordReads(bus, Subjects.chatRecordRead, createLogger('bench', 'silent')),
      contexts, search, prompts: { current: async () => 'Default prompt' },
      answerers: { model: null, offline: new OfflineAnswerer() },
      chatLog: new SqliteChatLog(db), limiter: null, log: createLogger('bench', 'silent'), topK: 5,
    });
    const counselor = { userId: 'bench-counselor', email: 'c@x.org', firstName: null, lastName: null, role: 'counselor', sessionId: null };
    const turn = (i) => service.turn(counselor, null, { message: QUESTIONS[i % QUESTIONS.length], studentId: i % 3 === 2 ? undefined : students[i % 2][0], provider: 'offline' });

    for (let i = 0; i < WARMUP; i++) await turn(i);
    const totals = [];
    const sum = { contextMs: 0, retrievalMs: 0, answerMs: 0, promptMs: 0, totalMs: 0 };
    t = performance.now();
    for (let i = 0; i < TURNS; i++) {
      const r = await turn(i);
      totals.push(r.timings.totalMs);
      for (const k of Object.keys(sum)) sum[k] += r.timings[k];
    }
    const wallMs = performance.now() - t;
    totals.sort((a, b) => a - b);
    const share = (k) => Math.round((sum[k] / sum.totalMs) * 1000) / 10;
    const report = {
      chunks: CHUNKS, turns: TURNS, indexBuildMs: Math.round(indexMs),
      turnsPerSecond: Math.round((TURNS / wallMs) * 1000),
      p50Ms: Number(percentile(totals, 50).toFixed(2)), p99Ms: Number(percentile(totals, 99).toFixed(2)),
      sharePercent: { retrieval: share('retrievalMs'), contextLoading: share('contextMs'), answering: share('answerMs'), promptSetting: share('promptMs'), other: Math.round((100 - share('retrievalMs') - share('contextMs') - share('answerMs') - share('promptMs')) * 10) / 10 },
    };
    console.log(`chat (offline answerer, ${CHUNKS} chunks): ${report.turnsPerSecond} turns/s, p50 ${report.p50Ms} ms, p99 ${report.p99Ms} ms`);
    console.log(`  share of a turn: retrieval ${report.sharePercent.retrieval}%, context loading ${report.sharePercent.contextLoading}%, answering ${report.sharePercent.answering}%, prompt ${report.sharePercent.promptSetting}%, other (prompt assembly, citations, audit log) ${report.sharePercent.other}%`);
    mkdirSync(path.join(root, 'test-artifacts', 'bench'), { recursive: true });
    writeFileSync(path.join(root, 'test-artifacts', 'bench', 'chat.json'), JSON.stringify(report, null, 2));
    db.close();
    await bus.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
