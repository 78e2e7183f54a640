import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openSqlite } from '@counsel/kit';
import { migrations } from '../src/adapters/sqlite/migrations.js';
import { SqliteSearchIndex } from '../src/adapters/sqlite/sqlite-search-index.js';
import { candidateCount, rerankByCoverage } from '../src/domain/coverage-rerank.js';
import type { IndexedChunk } from '../src/domain/passage.js';

// Passages in an office's own words, and questions in a family's: the embedded index (FTS5) with the vocabulary's
// equivalents, then the second pass, as searchKnowledge runs them.
const NOTES: [string, string, string][] = [
  ['schedule', 'Schedule Changes', 'Schedule changes are made only in the first ten school days of each semester. Submit the change form with a parent signature.'],
  ['deadlines', 'Application Deadlines', 'Regular decision deadlines fall in January. The deadline for early applications is November 1; deadlines vary by college.'],
  ['registrar', 'Registrar', 'The registrar corrects names and dates of birth in student records and sends official transcripts.'],
  ['visits', 'College Visits', 'Students sign up for a college visit at least two days ahead and bring a pass from class.'],
  ['waivers', 'Fee Waivers', 'Students who qualify for reduced-price meals can apply without paying application fees.'],
];

const db = openSqlite(':memory:', 'knowledge', migrations);
const index = new SqliteSearchIndex(db);
const search = async (q: string, k = 3) => rerankByCoverage(await index.search({ text: q, vector: null, k: candidateCount(k), filters: {} }), q, k);

beforeAll(async () => {
  for (const [id, title, text] of NOTES) {
    const chunk: IndexedChunk = { id: `${id}:0`, sourceId: id, sourceType: 'content', title, text, page: null, ordinal: 0, tags: [], vector: null };
    await index.replaceSource(id, [chunk]);
  }
});
afterAll(async () => { await index.close(); db.close(); });

describe('search finds a passage the question paraphrases', () => {
  it.each([
    ['When is the last day to drop a class?', 'schedule'],
    ['Who fixes a wrong birthday on file?', 'registrar'],
    ['Is there help with the charge to apply for low-income kids?', 'waivers'],
  ])('%s → %s, first', async (q, id) => {
    expect((await search(q))[0]?.sourceId).toBe(id);
  });
});
