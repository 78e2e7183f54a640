import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { IndexedChunk, SourceType } from '../src/domain/passage.js';
import type { Embedder } from '../src/ports/embedder.js';
import type { SearchIndex } from '../src/ports/search-index.js';
import { ConceptEmbedder } from './support/concept-embedder.js';

/** The passages every adapter must handle: each answers one question; the others are distractors on nearby topics. */
const SOURCES: { id: string; type: SourceType; title: string; tags: string[]; passages: string[] }[] = [
  { id: 'timeline', type: 'knowledge_base', title: 'Application Timeline', tags: ['deadlines'], passages: [
    'Early Decision applications are binding and usually due November 1. If admitted you must withdraw every other application.',
    'Regular Decision deadlines fall between January 1 and January 15 at most colleges.',
    'May 1 is the National Candidate Reply Date, the deadline to pay one enrollment deposit.',
  ] },
  { id: 'aid', type: 'knowledge_base', title: 'Financial Aid Basics', tags: ['financial aid'], passages: [
    'The FAFSA uses tax information from two years earlier, called the prior-prior year.',
    'The CSS Profile asks about home equity and a noncustodial parent income; about 200 colleges require it.',
    'Compare offers by net cost: cost of attendance minus grants and scholarships. Loans are not discounts.',
  ] },
  { id: 'testing', type: 'knowledge_base', title: 'Testing Policies', tags: ['testing'], passages: [
    'The digital SAT lasts about two hours and fourteen minutes and is scored from 400 to 1600.',
    'Superscoring combines the highest section scores from different test dates.',
    'Students with a documented disability can request extended time as a testing accommodation.',
  ] },
  { id: 'note-athletes', type: 'content', title: 'Recruited Athletes', tags: ['athletics'], passages: [
    'Recruited athletes should register with the NCAA Eligibility Center by the end of sophomore year and email coaches a highlight video.',
  ] },
];

const QUESTIONS: { q: string; source: string; contains: string }[] = [
  { q: 'Is early decision binding?', source: 'timeline', contains: 'binding' },
  { q: 'When are regular decision applications due?', source: 'timeline', contains: 'January 1' },
  { q: 'By when must the enrollment deposit be paid?', source: 'timeline', contains: 'May 1' },
  { q: 'Which tax year does the FAFSA use?', source: 'aid', contains: 'prior-prior' },
  { q: 'Does the CSS Profile ask about home equity?', source: 'aid', contains: 'home equity' },
  { q: 'How should families compare aid offers?', source: 'aid', contains: 'net cost' },
  { q: 'How long is the digital SAT?', source: 'testing', contains: 'two hours' },
  { q: 'What does superscoring mean?', source: 'testing', contains: 'highest section scores' },
  { q: 'extended time accommodations for a disability', source: 'testing', contains: 'extended time' },
  { q: 'NCAA eligibility center registration', source: 'note-athletes', contains: 'NCAA' },
];

export interface ContractSubject { index: SearchIndex; close(): Promise<void> }

async function chunksOf(s: (typeof SOURCES)[number], embedder: Embedder | null): Promise<IndexedChunk[]> {
  const vectors = embedder ? await embedder.embed(s.passages.map((p) => `${s.title}\n\n${p}`), 'document') : null;
  return s.passages.map((text, i) => ({
    id: `${s.id}:${i}`, sourceId: s.id, sourceType: s.type, title: s.title, text, page: s.type === 'content' ? null : i + 1, ordinal: i, tags: s.tags, vector: vectors?.[i] ?? null,
  }));
}

/** The search port's contract: every adapter (SQLite FTS5, Elasticsearch) passes it, lexical and hybrid. */
export function searchIndexContract(name: string, open: (opts: { dimensions: number | null }) => Promise<ContractSubject>) {
  for (const mode of ['lexical', 'hybrid'] as const) {
    describe(`search index contract: ${name} (${mode})`, () => {
      const embedder = mode === 'hybrid' ? new ConceptEmbedder() : null;
      let subject: ContractSubject;
      let index: SearchIndex;
      const search = async (text: string, k = 5, filters = {}) => {
        const vector = embedder ? (await embedder.embed([text], 'query'))[0] : null;
        return index.search({ text, vector, k, filters });
      };

      beforeAll(async () => {
        subject = await open({ dimensions: embedder?.dimensions ?? null });
        index = subject.index;
        for (const s of SOURCES) await index.replaceSource(s.id, await chunksOf(s, embedder));
      }, 120_000);
      afterAll(() => subject?.close());

      it.each(QUESTIONS)('ranks the passage that answers "$q" first', async ({ q, source, contains }) => {
        const [top] = await search(q);
        expect(top?.sourceId).toBe(source);
        expect(top?.text).toContain(contains);
      });

      it('returns passages with their source, title, page and a score, best first', async () => {
        const hits = await search('SAT scored 400 to 1600', 3);
        expect(hits.length).toBeGreaterThan(0);
        expect(hits.length).toBeLessThanOrEqual(3);
        expect(hits[0]).toMatchObject({ id: 'testing:0', sourceId: 'testing', sourceType: 'knowledge_base', title: 'Testing Policies', page: 1 });
        for (let i = 1; i < hits.length; i++) expect(hits[i - 1].score).toBeGreaterThanOrEqual(hits[i].score);
      });

      it('filters by source type and by tag (case-insensitive)', async () => {
        const contentOnly = await search('deadline coaches binding', 10, { sourceTypes: ['content'] });
        expect(contentOnly.length).toBeGreaterThan(0);
        expect(contentOnly.every((h) => h.sourceType === 'content')).toBe(true);
        const tagged = await search('deadline scores aid', 10, { tags: ['TESTING'] });
        expect(tagged.length).toBeGreaterThan(0);
        expect(tagged.every((h) => h.sourceId === 'testing')).toBe(true);
      });

      it('treats query syntax as plain words', async () => {
        await expect(search('"binding" AND OR NEAR( * ^ -')).resolves.toBeDefined();
        expect(await search('zzzz qqqq')).toEqual(embedder ? expect.any(Array) : []);
      });

      if (embedder) {
        it('finds a passage that shares meaning but no words with the query (dense side)', async () => {
          const hits = await search('funding money', 3);
          expect(hits.map((h) => h.sourceId)).toContain('aid');
        });
      }

      it('replaces a source, updates its title and tags, and removes it', async () => {
        const src = { id: 'temp', type: 'content' as const, title: 'Temporary', tags: ['old'], passages: ['Gap year programs need a deferral request.'] };
        await index.replaceSource('temp', await chunksOf(src, embedder));
        expect((await search('gap year deferral'))[0]?.sourceId).toBe('temp');
        await index.replaceSource('temp', await chunksOf({ ...src, passages: ['Summer programs at universities can be expensive.'] }, embedder));
        expect((await search('gap year deferral')).some((h) => h.text.includes('Gap year'))).toBe(false);
        expect((await search('summer programs universities'))[0]?.sourceId).toBe('temp');
        await index.updateSourceMeta('temp', { title: 'Renamed', tags: ['new'] });
        const [renamed] = await search('summer programs universities', 5, { tags: ['new'] });
        expect(renamed).toMatchObject({ sourceId: 'temp', title: 'Renamed' });
        expect(await search('summer programs universities', 5, { tags: ['old'] })).toEqual([]);
        expect(await index.sourceIds()).toContain('temp');
        await index.removeSource('temp');
        expect((await search('summer programs universities')).some((h) => h.sourceId === 'temp')).toBe(false);
        expect(await index.sourceIds()).not.toContain('temp');
      });

      it('never answers with nothing while a source is being replaced', async () => {
        const s = SOURCES[2];
        let stop = false;
        let empty = 0;
        const reader = (async () => {
          while (!stop) {
            if ((await search('superscoring highest section scores', 3, { tags: ['testing'] })).length === 0) empty++;
            await new Promise((r) => setImmediate(r));
          }
        })();
        for (let i = 0; i < 10; i++) await index.replaceSource(s.id, await chunksOf(s, embedder));
        stop = true;
        await reader;
        expect(empty).toBe(0);
      });

      it('counts chunks and remembers the vector model', async () => {
        expect(await index.chunkCount()).toBe(SOURCES.reduce((n, s) => n + s.passages.length, 0));
        await index.setVectorModel('model-x');
        expect(await index.vectorModel()).toBe('model-x');
        await index.setVectorModel(null);
        expect(await index.vectorModel()).toBeNull();
      });
    });
  }
}
