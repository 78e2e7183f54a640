// `npm run eval:assistant`: measured answer quality of the assistant over eval/assistant/questions.json (the demo
// knowledge base) and eval/assistant/questions-district.json (the corpus written for the evaluation).
// Starts the whole portal in this process on a fresh temporary DATA_DIR with the demo data, waits for the demo
// knowledge base to be indexed and the demo college lists to reach chat, has an admin add the corpus (notes through
// the content route, PDFs through the signed upload flow) and waits until each document is searchable, then asks
// each question as the demo counselor: (a) search alone (searchKnowledge, top 5, the call chat makes) and (b) the
// offline assistant (POST /api/chat, the demo student selected when the question is about one). Runs once with
// lexical search (the default) and once hybrid, with the dense side fed by a local server that speaks the Gemini
// embeddings protocol and answers the knowledge service's own stand-in hashing embedder (deterministic, NOT a
// semantic model), plus hybrid with a local ONNX model when EMBEDDING_MODEL_PATH is set. Prints tables overall, per
// split and per phrasing family; JSON in test-artifacts/eval/. EVAL_STRICT=1 makes a missed target on the held-out
// part (eval/assistant/report.mjs TARGETS) fail the run.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './build.mjs';
import { citedRelevant, declines, declinesFirst, inventedFacts, mean, recall } from '../eval/assistant/scoring.mjs';
import { loadCorpus } from '../eval/assistant/corpus-loader.mjs';
import { TARGETS, breakdown, misses, table as groupTable } from '../eval/assistant/report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// EVAL_NO_BUILD=1 runs the services as last built (while someone else's edit does not compile yet).
if (process.env.EVAL_NO_BUILD !== '1') ensureBuilt({ web: false });
const { startPortal } = await import(path.join(root, 'gateway/dist/portal.js'));
const { DEMO_STUDENT_PROFILES } = await import('@counsel/kit');
const { HashingEmbedder } = await import(path.join(root, 'services/knowledge/dist/adapters/hashing/hashing-embedder.js'));
const { renderTextPdf } = await import(path.join(root, 'services/knowledge/dist/demo/render-documents.js'));

// The demo knowledge base's set, and the set on the corpus written for the evaluation.
const questions = ['questions.json', 'questions-district.json']
  .flatMap((f) => JSON.parse(readFileSync(path.join(root, 'eval/assistant', f), 'utf8')).questions);
const STUDENTS = { maya: DEMO_STUDENT_PROFILES[0].id, jordan: DEMO_STUDENT_PROFILES[1].id };
const COUNSELOR = { email: 'counselor@counsel.local', password: 'counsel-counselor' };
const ADMIN = { email: 'admin@counsel.local', password: 'counsel-admin' };
const K = 5;

/** One signed-in session, like a browser tab. */
class Session {
  constructor(baseUrl) { this.baseUrl = baseUrl; this.cookie = null; }
  async post(url, body) {
    const headers = { 'content-type': 'application/json', ...(this.cookie ? { cookie: this.cookie } : {}) };
    const res = await fetch(this.baseUrl + url, { method: 'POST', headers, body: JSON.stringify(body) });
    for (const c of res.headers.getSetCookie()) if (c.startsWith('counsel_session=')) this.cookie = c.split(';')[0];
    const text = await res.text();
    let json = null;
    try { json = JSON.parse(text); } catch { /* not JSON */ }
    if (res.status >= 400) throw new Error(`${url} answered ${res.status}: ${text.slice(0, 200)}`);
    return json;
  }
  /** PUT raw bytes (a signed upload URL is absolute). */
  async put(url, bytes) {
    const res = await fetch(url, { method: 'PUT', body: bytes, headers: { 'content-type': 'application/octet-stream', ...(this.cookie ? { cookie: this.cookie } : {}) } });
    if (res.status >= 400) throw new Error(`PUT ${url} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  }
  async gql(query, variables = {}) {
    const r = await this.post('/graphql', { query, variables });
    if (r.errors?.length) throw new Error(`GraphQL: ${r.errors[0].message}`);
    return r.data;
  }
}

async function until(what, fn, ok, timeoutMs = 180_000) {
  const end = Date.now() + timeoutMs;
  let last;
  while (Date.now() < end) {
    last = await fn().catch((e) => e);
    if (!(last instanceof Error) && ok(last)) return last;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}: ${last instanceof Error ? last.message : JSON.stringify(last)?.slice(0, 300)}`);
}

/** Speaks Gemini's batchEmbedContents and answers the stand-in hashing embedder's vectors. */
async function hashingEmbeddingServer(dimensions) {
  const embedder = new HashingEmbedder(dimensions);
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c) => { raw += c; });
    req.on('end', () => {
      const body = JSON.parse(raw || '{}');
      const embeddings = (body.requests ?? []).map((r) => ({ values: Array.from(embedder.vector(r.content?.parts?.map((p) => p.text).join(' ') ?? '')) }));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ embeddings }));
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) };
}

const SEARCH = 'query($q: String!, $k: Int) { searchKnowledge(query: $q, k: $k) { id sourceId sourceType title text page score } }';

async function runMode(mode, extraEnv) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'counsel-eval-'));
  const started = Date.now();
  const portal = await startPortal({ env: { PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: '1', NODE_ENV: 'test', CHAT_RATE_LIMIT_PER_MINUTE: '10000', ...extraEnv } });
  try {
    const c = new Session(portal.url);
    await c.post('/api/auth/login', COUNSELOR);
    const stats = await until('the demo knowledge base indexed', () => c.gql('{ knowledgeStats { files indexedFiles chunks contentItems searchMode } }'),
      (d) => d.knowledgeStats.files >= 5 && d.knowledgeStats.indexedFiles === d.knowledgeStats.files && d.knowledgeStats.contentItems >= 5);
    for (const [name, id] of Object.entries(STUDENTS)) {
      await until(`${name}'s college list in chat`, () => c.post('/api/chat', { message: 'What is on the college list?', studentId: id, provider: 'offline' }),
        (a) => a.sources.some((s) => s.type === 'college_list'));
    }
    // The evaluation corpus, added by an admin like any school's own documents.
    const admin = new Session(portal.url);
    await admin.post('/api/auth/login', ADMIN);
    const loadStarted = Date.now();
    const corpusIds = await loadCorpus(admin, renderTextPdf, until);
    const loadSeconds = Math.round((Date.now() - loadStarted) / 100) / 10;
    // Passages and citations are compared with the labels by corpus id (the portal gives each document its own id).
    const labelled = (p) => ({ ...p, sourceId: corpusIds.get(p.sourceId) ?? p.sourceId });
    const finalStats = await c.gql('{ knowledgeStats { files indexedFiles chunks contentItems searchMode } }');
    const today = new Date().toISOString().slice(0, 10);
    const rows = [];
    for (const q of questions) {
      const passages = (await c.gql(SEARCH, { q: q.question, k: K })).searchKnowledge.map(labelled);
      const answer = await c.post('/api/chat', { message: q.question, studentId: q.student ? STUDENTS[q.student] : null, provider: 'offline' });
      // A cited passage comes back cut to 1,200 characters: the passage it came from (the same search) is its full text.
      const cited = answer.sources.map(labelled).map((s) => {
        if (s.type === 'student_profile' || s.type === 'college_list') return { ...s, text: s.content };
        const full = passages.find((p) => p.sourceId === s.sourceId && p.text.startsWith(s.content));
        return { ...s, text: full?.text ?? s.content };
      });
      const invented = inventedFacts(answer.response, [...cited.map((s) => s.text), q.question, today]);
      rows.push({
        id: q.id, family: q.family, split: q.split, question: q.question, student: q.student, answerable: q.answerable,
        searchRecall: q.passages.length ? recall(q, passages) : null,
        // Where the first right passage ranks (1-based; 0 when not in the top 5): on a knowledge base of a few
        // chunks, recall@5 is easy, and recall@1 and the reciprocal rank tell the search modes apart.
        searchRank: q.passages.length ? passages.findIndex((p) => recall(q, [p]) === 1) + 1 : null,
        citedRecall: recall(q, cited, answer.response),
        cited: cited.map((s) => ({ type: s.type, sourceId: s.sourceId, title: s.title, strict: citedRelevant(q, s, 'strict', answer.response), source: citedRelevant(q, s, 'source') })),
        allCitedRelevant: q.answerable && cited.length ? cited.every((s) => citedRelevant(q, s, 'strict', answer.response)) : null,
        allCitedSameSource: q.answerable && cited.length ? cited.every((s) => citedRelevant(q, s, 'source')) : null,
        invented, declines: declines(answer.response), declinesFirst: declinesFirst(answer.response),
        top5: passages.map((p) => `${p.sourceId}#${p.id}`),
        answer: answer.response,
      });
    }
    return { ...summarize(mode, finalStats.knowledgeStats, rows, Date.now() - started), demoChunks: stats.knowledgeStats.chunks, corpusDocuments: corpusIds.size, loadSeconds };
  } finally {
    await portal.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function summarize(mode, stats, rows, ms) {
  const kb = rows.filter((r) => r.searchRecall !== null);
  const answerable = rows.filter((r) => r.answerable);
  const unanswerable = rows.filter((r) => !r.answerable);
  const citing = answerable.filter((r) => r.allCitedRelevant !== null);
  const share = (xs, f) => (xs.length ? xs.filter(f).length / xs.length : null);
  return {
    mode, searchMode: stats.searchMode, chunks: stats.chunks, seconds: Math.round(ms / 100) / 10,
    questions: rows.length, answerable: answerable.length, unanswerable: unanswerable.length, knowledgeQuestions: kb.length,
    search: {
      recallAt5: mean(kb.map((r) => r.searchRecall)),
      recallAt1: mean(kb.map((r) => (r.searchRank === 1 ? 1 : 0))),
      mrr: mean(kb.map((r) => (r.searchRank ? 1 / r.searchRank : 0))),
      misses: kb.filter((r) => r.searchRecall === 0).map((r) => r.id),
    },
    assistant: {
      citedRecall: mean(answerable.map((r) => r.citedRecall)),
      citedRecallKnowledge: mean(answerable.filter((r) => r.searchRecall !== null).map((r) => r.citedRecall)),
      citedRecallRecords: mean(answerable.filter((r) => r.searchRecall === null).map((r) => r.citedRecall)),
      misses: answerable.filter((r) => r.citedRecall < 1).map((r) => r.id),
      answersCiting: citing.length,
      citedPrecision: share(citing, (r) => r.allCitedRelevant),
      citedPrecisionSameSource: share(citing, (r) => r.allCitedSameSource),
      impreciseAnswers: citing.filter((r) => !r.allCitedRelevant).map((r) => r.id),
      unanswerableWithoutInventedFact: share(unanswerable, (r) => r.invented.length === 0),
      unanswerableDeclined: share(unanswerable, (r) => r.declines),
      // The other side of declining: an answerable question told "the records do not say".
      answerableDeclined: share(answerable, (r) => r.declines),
      inventedFacts: rows.filter((r) => r.invented.length).map((r) => ({ id: r.id, facts: r.invented })),
    },
    groups: breakdown(rows),
    rows,
  };
}

const pct = (x) => (x === null ? '   n/a' : `${(100 * x).toFixed(1).padStart(5)}%`);

function table(results) {
  const lines = [
    'mode              search        search   assistant  assistant  assistant  cited-src  cited-src   unanswerable   unanswerable  invented',
    '                  (index)     recall@5   recall@5   (KB)       (records)  precision  (same doc)  no invented    declined      facts (all)',
  ];
  for (const r of results) {
    const a = r.assistant;
    lines.push(`${r.mode.padEnd(17)} ${r.searchMode.padEnd(10)} ${pct(r.search.recallAt5)}    ${pct(a.citedRecall)}    ${pct(a.citedRecallKnowledge)}     ${pct(a.citedRecallRecords)}    ${pct(a.citedPrecision)}     ${pct(a.citedPrecisionSameSource)}     ${pct(a.unanswerableWithoutInventedFact)}        ${pct(a.unanswerableDeclined)}       ${String(a.inventedFacts.length).padStart(3)}`);
  }
  return lines.join('\n');
}

const modes = [['lexical', {}]];
const embeddings = await hashingEmbeddingServer(256);
modes.push(['hybrid-hashing', { GEMINI_API_KEY: 'eval-local-embeddings', GEMINI_BASE_URL: embeddings.url, GEMINI_EMBEDDING_DIMENSIONS: '256' }]);
if (process.env.EMBEDDING_MODEL_PATH) modes.push(['hybrid-onnx', { EMBEDDING_MODEL_PATH: process.env.EMBEDDING_MODEL_PATH }]);
const only = process.argv.slice(2);
const results = [];
try {
  for (const [mode, env] of modes) {
    if (only.length && !only.includes(mode)) continue;
    console.log(`eval:assistant ${mode}: starting the portal (fresh DATA_DIR, demo data)…`);
    results.push(await runMode(mode, env));
  }
} finally {
  await embeddings.close();
}

const r0 = results[0];
console.log(`\n${r0.questions} questions (${r0.knowledgeQuestions} on the knowledge base, ${r0.answerable - r0.knowledgeQuestions} on student records, ${r0.unanswerable} the records do not answer); offline assistant, top ${K}.\n`);
console.log(table(results));
for (const r of results) {
  const a = r.assistant;
  // Question ids are printed for the dev part only: the held-out part is read as figures, so no rule is fitted to
  // its questions (their answers are in the JSON, for the record).
  const dev = new Set(r.rows.filter((x) => x.split === 'dev').map((x) => x.id));
  const ids = (xs) => xs.filter((id) => dev.has(id)).join(', ') || 'none';
  console.log(`\n${r.mode} (${r.chunks} chunks: ${r.demoChunks} demo, the rest from ${r.corpusDocuments} corpus documents loaded in ${r.loadSeconds} s; ${r.seconds} s in all): search recall@1 ${pct(r.search.recallAt1).trim()}, MRR ${r.search.mrr.toFixed(3)}`);
  console.log(`  dev search misses: ${ids(r.search.misses)}\n  dev assistant recall misses: ${ids(a.misses)}\n  dev imprecise answers: ${ids(a.impreciseAnswers)}`);
  console.log(`  dev unanswerable questions not declined first: ${ids(r.rows.filter((x) => !x.answerable && !x.declinesFirst).map((x) => x.id))}`);
  console.log(`  answerable questions told "the records do not say": ${pct(a.answerableDeclined).trim()}`);
  for (const f of a.inventedFacts) console.log(`  not in the cited sources: ${dev.has(f.id) ? f.id : '(held out)'}: ${f.facts.join(', ')}`);
  const g = r.groups;
  console.log(`\n${r.mode}, per split:\n${groupTable({ all: g.all, ...g.splits })}`);
  console.log(`\n${r.mode}, per phrasing family (both splits):\n${groupTable(g.families)}`);
  console.log(`\n${r.mode}, per phrasing family, held-out part only:\n${groupTable(g.heldoutFamilies)}`);
}
const out = path.join(root, 'test-artifacts/eval');
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'assistant.json'), JSON.stringify({ at: new Date().toISOString(), targets: TARGETS, results }, null, 2));
console.log(`\nJSON: test-artifacts/eval/assistant.json`);
// The targets hold on the held-out part, which no rule of the answerer is tuned on.
const lexical = results.find((r) => r.mode === 'lexical');
const missed = lexical ? misses(lexical.groups.splits.heldout) : [];
if (missed.length) console.log(`The offline assistant (lexical, the default) misses a held-out target: ${missed.join(', ')}.`);
process.exit(missed.length && process.env.EVAL_STRICT === '1' ? 1 : 0);
