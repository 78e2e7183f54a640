// Knowledge search and indexing, measured on this machine:
//  1. indexing throughput: text PDF pages per second (extract + chunk), and OCR pages per second (scanned pages);
//  2. search latency p50/p99 at 10,000 and 100,000 chunks: SQLite FTS5 BM25 against a brute-force BM25 scan of the
//     same chunks, and the dense side (exact packed scan) against a naive brute-force scan of the same vectors;
//  3. retrieval quality: recall@5 on the labelled questions in services/knowledge/src/demo/questions.json over the
//     demo documents, lexical (the default) and hybrid with the stand-in hashing embedder (not a semantic model).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { openSqlite } from '@counsel/kit';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => import(path.join(root, 'services/knowledge/dist', p));
const { migrations } = await dist('adapters/sqlite/migrations.js');
const { SqliteSearchIndex } = await dist('adapters/sqlite/sqlite-search-index.js');
const { VectorMatrix } = await dist('adapters/sqlite/vector-matrix.js');
const { FileTextExtractor } = await dist('adapters/extraction/file-text-extractor.js');
const { HashingEmbedder } = await dist('adapters/hashing/hashing-embedder.js');
const { chunkBlocks } = await dist('domain/chunking.js');
const { blocksFromPlainText } = await dist('domain/document-text.js');
const { queryTerms } = await dist('domain/query-terms.js');
const { renderTextPdf, renderScannedPdf } = await dist('demo/render-documents.js');
const { DEMO_DOCUMENTS, DEMO_CONTENT, demoSourceText } = await dist('demo/catalog.js');
const { renderDemoDocument } = await dist('application/demo-seed.js');
const { contentText } = await dist('application/indexer.js');

const log = pino({ level: 'silent' });
const questions = JSON.parse(readFileSync(path.join(root, 'services/knowledge/src/demo/questions.json'), 'utf8'));
const report = {};
const pct = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]; };
const ms = (x) => `${x.toFixed(2)} ms`;
const time = async (fn) => { const t = performance.now(); const r = await fn(); return [performance.now() - t, r]; };

// 1. Indexing throughput ---------------------------------------------------------------------------------------
const extractor = new FileTextExtractor(log, { ocr: true });
{
  const sources = await Promise.all(DEMO_DOCUMENTS.filter((d) => d.format !== 'scan').map((d) => demoSourceText(d.source)));
  const long = await renderTextPdf(Array.from({ length: 6 }, () => sources.join('\n\n')).join('\n\n'), 'Bench');
  await extractor.extract(long, 'pdf'); // warm-up
  const [t, text] = await time(async () => { const r = await extractor.extract(long, 'pdf'); chunkBlocks(r.blocks); return r; });
  report.textPdf = { pages: text.pageCount, seconds: t / 1000, pagesPerSecond: text.pageCount / (t / 1000) };

  const scan = await renderScannedPdf(await demoSourceText('campus-visit-checklist.txt'));
  await extractor.extract(scan, 'pdf'); // warm-up: starts the OCR worker
  const N = 3;
  const [to] = await time(async () => { for (let i = 0; i < N; i++) await extractor.extract(scan, 'pdf'); });
  report.ocr = { pages: N, seconds: to / 1000, pagesPerSecond: N / (to / 1000) };
  console.log(`indexing: text PDF ${report.textPdf.pagesPerSecond.toFixed(1)} pages/s (${report.textPdf.pages} pages); OCR ${report.ocr.pagesPerSecond.toFixed(2)} pages/s`);
}

// 2. Search latency at scale -------------------------------------------------------------------------------------
const sentences = (await Promise.all(DEMO_DOCUMENTS.map((d) => demoSourceText(d.source)))).join(' ').split(/(?<=[.!?])\s+/).filter((s) => s.split(' ').length > 5);
let seed = 42;
const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const synthetic = (i) => Array.from({ length: 18 }, () => sentences[Math.floor(rand() * sentences.length)]).join(' ') + ` Record ${i}.`;
const embedder = new HashingEmbedder(256);

function bruteForceBm25(docs, query, k) {
  const terms = queryTerms(query);
  const N = docs.length;
  const avg = docs.reduce((n, d) => n + d.len, 0) / N;
  const df = terms.map((t) => docs.reduce((n, d) => n + (d.tf.has(t) ? 1 : 0), 0));
  const scored = [];
  for (let i = 0; i < N; i++) {
    const d = docs[i];
    let s = 0;
    terms.forEach((t, j) => {
      const f = d.tf.get(t);
      if (!f) return;
      const idf = Math.log(1 + (N - df[j] + 0.5) / (df[j] + 0.5));
      s += idf * (f * 2.2) / (f + 1.2 * (0.25 + 0.75 * d.len / avg));
    });
    if (s > 0) scored.push([s, i]);
  }
  return scored.sort((a, b) => b[0] - a[0]).slice(0, k);
}
function naiveCosine(vectors, q, k) {
  const out = [];
  for (let i = 0; i < vectors.length; i++) {
    const v = vectors[i];
    let dot = 0; let nv = 0; let nq = 0;
    for (let j = 0; j < v.length; j++) { dot += v[j] * q[j]; nv += v[j] * v[j]; nq += q[j] * q[j]; }
    out.push([dot / Math.sqrt(nv * nq), i]);
  }
  return out.sort((a, b) => b[0] - a[0]).slice(0, k);
}

report.search = [];
const queries = questions.map((q) => q.q);
for (const size of [10_000, 100_000]) {
  const db = openSqlite(':memory:', 'bench', migrations);
  const index = new SqliteSearchIndex(db);
  const docs = [];
  const vectors = [];
  const matrix = new VectorMatrix();
  const per = 50;
  for (let s = 0; s < size / per; s++) {
    const chunks = [];
    for (let i = 0; i < per; i++) {
      const text = synthetic(s * per + i);
      const words = text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
      const tf = new Map();
      for (const w of words) tf.set(w, (tf.get(w) ?? 0) + 1);
      docs.push({ tf, len: words.length });
      const vector = embedder.vector(text);
      vectors.push(vector);
      chunks.push({ id: `s${s}:${i}`, sourceId: `s${s}`, sourceType: 'knowledge_base', title: `Source ${s}`, text, page: 1, ordinal: i, tags: [], vector: null });
    }
    await index.replaceSource(`s${s}`, chunks);
    matrix.set(`s${s}`, 'knowledge_base', [], chunks.map((_, i) => ({ rowid: s * per + i, vector: vectors[s * per + i] })));
  }
  const qv = queries.map((q) => embedder.vector(q));
  const runs = Math.max(queries.length * (size > 10_000 ? 1 : 3), 60);
  const lat = { fts: [], brute: [], dense: [], denseBrute: [] };
  for (let r = 0; r < runs; r++) {
    const qi = r % queries.length;
    lat.fts.push((await time(() => index.search({ text: queries[qi], vector: null, k: 5, filters: {} })))[0]);
    lat.brute.push((await time(async () => bruteForceBm25(docs, queries[qi], 5)))[0]);
    lat.dense.push((await time(async () => matrix.nearest(qv[qi], 5, { sourceTypes: null, tags: null })))[0]);
    lat.denseBrute.push((await time(async () => naiveCosine(vectors, qv[qi], 5)))[0]);
  }
  const row = { chunks: size, runs };
  for (const [k, xs] of Object.entries(lat)) row[k] = { p50: pct(xs, 50), p99: pct(xs, 99) };
  report.search.push(row);
  console.log(`search @ ${size.toLocaleString()} chunks (${runs} queries): FTS5 BM25 p50 ${ms(row.fts.p50)} p99 ${ms(row.fts.p99)} | brute-force BM25 p50 ${ms(row.brute.p50)} p99 ${ms(row.brute.p99)}`);
  console.log(`  dense (256-d, exact packed scan) p50 ${ms(row.dense.p50)} p99 ${ms(row.dense.p99)} | naive brute-force cosine p50 ${ms(row.denseBrute.p50)} p99 ${ms(row.denseBrute.p99)}`);
  await index.close();
  db.close();
}

// 3. Recall@5 on the labelled demo questions ----------------------------------------------------------------------
async function demoIndex(withVectors) {
  const db = openSqlite(':memory:', 'bench', migrations);
  const index = new SqliteSearchIndex(db);
  for (const d of DEMO_DOCUMENTS) {
    const text = await extractor.extract(await renderDemoDocument(d), d.format === 'docx' ? 'docx' : 'pdf');
    const chunks = chunkBlocks(text.blocks);
    const vecs = withVectors ? await embedder.embed(chunks.map((c) => `${d.title}\n\n${c.text}`)) : null;
    await index.replaceSource(d.id, chunks.map((c, i) => ({ id: `${d.id}:${i}`, sourceId: d.id, sourceType: 'knowledge_base', title: d.title, text: c.text, page: c.page, ordinal: i, tags: d.tags, vector: vecs?.[i] ?? null })));
  }
  for (const c of DEMO_CONTENT) {
    const chunks = chunkBlocks(blocksFromPlainText(contentText({ ...c, body: c.body ?? null, url: c.url ?? null, description: c.description })));
    const vecs = withVectors ? await embedder.embed(chunks.map((x) => x.text)) : null;
    await index.replaceSource(c.id, chunks.map((x, i) => ({ id: `${c.id}:${i}`, sourceId: c.id, sourceType: 'content', title: c.title, text: x.text, page: null, ordinal: i, tags: c.tags, vector: vecs?.[i] ?? null })));
  }
  return { index, db, chunks: await index.chunkCount() };
}
report.recall = {};
for (const mode of ['lexical', 'hybrid-hashing']) {
  const { index, db, chunks } = await demoIndex(mode !== 'lexical');
  let hits = 0;
  const misses = [];
  for (const q of questions) {
    const vector = mode === 'lexical' ? null : embedder.vector(q.q);
    const top = await index.search({ text: q.q, vector, k: 5, filters: {} });
    if (top.some((p) => p.title === q.title && p.text.toLowerCase().includes(q.contains.toLowerCase()))) hits++;
    else misses.push(q.q);
  }
  report.recall[mode] = { questions: questions.length, chunks, recallAt5: hits / questions.length, misses };
  console.log(`recall@5 (${mode}, ${questions.length} questions, ${chunks} chunks): ${(100 * hits / questions.length).toFixed(1)}%${misses.length ? `; missed: ${misses.join(' | ')}` : ''}`);
  await index.close();
  db.close();
}
await extractor.close();

mkdirSync(path.join(root, 'test-artifacts/bench'), { recursive: true });
writeFileSync(path.join(root, 'test-artifacts/bench/knowledge.json'), JSON.stringify(report, null, 2));
