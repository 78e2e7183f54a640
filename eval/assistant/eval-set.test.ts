import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { DEMO_CONTENT, DEMO_DOCUMENTS, demoSourceText } from '../../services/knowledge/src/demo/catalog.js';
import { chunkBlocks } from '../../services/knowledge/src/domain/chunking.js';
import { blocksFromPlainText } from '../../services/knowledge/src/domain/document-text.js';
import { contentText } from '../../services/knowledge/src/application/indexer.js';
// @ts-expect-error plain JavaScript shared with scripts/eval-assistant.mjs
import { citedRelevant, declines, inventedFacts, norm, recall } from './scoring.mjs';

/**
 * The evaluation set of `npm run eval:assistant` cannot rot silently: its shape, and every labelled passage and
 * record field checked against the demo data it names (the knowledge base's demo sources, the demo seeds).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface PassageLabel { sourceId: string; title: string; contains: string }
interface FieldLabel { source: 'student_profile' | 'college_list'; seed: string; field: string; value: string; cited: string }
interface Question {
  id: string; question: string; student: 'maya' | 'jordan' | null; answerable: boolean;
  passages: PassageLabel[]; fields: FieldLabel[]; absent?: string;
}
const { questions } = JSON.parse(readFileSync(path.join(root, 'eval/assistant/questions.json'), 'utf8')) as { questions: Question[] };

/** The text a demo source is indexed from (the Markdown a demo PDF/DOCX is rendered from, or a content item's text). */
async function sourceText(sourceId: string): Promise<{ title: string; text: string } | null> {
  const doc = DEMO_DOCUMENTS.find((d) => d.id === sourceId);
  if (doc) return { title: doc.title, text: await demoSourceText(doc.source) };
  const item = DEMO_CONTENT.find((c) => c.id === sourceId);
  if (item) return { title: item.title, text: contentText({ ...item, body: item.body ?? null, url: item.url ?? null } as Parameters<typeof contentText>[0]) };
  return null;
}

const EMAIL = { maya: 'maya.chen@counsel.local', jordan: 'jordan.rivera@counsel.local' } as const;
const LIST = { maya: 'MAYA_LIST', jordan: 'JORDAN_LIST' } as const;

/** The part of a seed file about one student: their entry in the students seed, their list in the colleges seed. */
function seedBlock(seed: string, student: 'maya' | 'jordan'): string {
  const text = readFileSync(path.join(root, seed), 'utf8');
  if (seed.includes('services/students/')) {
    const start = text.indexOf(`'${EMAIL[student]}': {`);
    const next = text.indexOf("@counsel.local': {", start + 20);
    return start < 0 ? '' : text.slice(start, next < 0 ? undefined : next);
  }
  if (seed.includes('services/colleges/')) {
    const start = text.indexOf(`const ${LIST[student]}`);
    return start < 0 ? '' : text.slice(start, text.indexOf('];', start));
  }
  // The documents seed holds Maya's files only.
  return student === 'maya' ? text : '';
}

describe('the assistant evaluation set (eval/assistant/questions.json)', () => {
  it('has at least 60 questions with unique ids, at least 10 the records do not answer', () => {
    expect(questions.length).toBeGreaterThanOrEqual(60);
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    expect(new Set(questions.map((q) => norm(q.question))).size).toBe(questions.length);
    expect(questions.filter((q) => !q.answerable).length).toBeGreaterThanOrEqual(10);
    expect(questions.filter((q) => q.student === 'maya').length).toBeGreaterThanOrEqual(5);
    expect(questions.filter((q) => q.student === 'jordan').length).toBeGreaterThanOrEqual(5);
  });

  it.each(questions.map((q) => [q.id, q] as const))('%s is well formed', (_id, q) => {
    expect(q.question.trim().length).toBeGreaterThan(5);
    expect([null, 'maya', 'jordan']).toContain(q.student);
    if (q.answerable) {
      // Passages (any one answers) or fields (all needed), not both: recall is read one way per question.
      expect(q.passages.length + q.fields.length).toBeGreaterThan(0);
      expect(q.passages.length === 0 || q.fields.length === 0).toBe(true);
    } else {
      expect(q.passages).toEqual([]);
      expect(q.fields).toEqual([]);
      expect(q.absent?.trim()).toBeTruthy();
    }
    if (q.fields.length) expect(q.student).not.toBeNull();
  });

  const passages = questions.flatMap((q) => q.passages.map((p) => [q.id, p] as const));
  it.each(passages)('%s: the labelled passage exists in the demo knowledge base, within one chunk', async (_id, label) => {
    const source = await sourceText(label.sourceId);
    expect(source).not.toBeNull();
    expect(source!.title).toBe(label.title);
    expect(norm(source!.text)).toContain(norm(label.contains));
    // A phrase that straddled two chunks could never be found in one passage.
    const chunks = chunkBlocks(blocksFromPlainText(source!.text));
    expect(chunks.some((c) => norm(c.text).includes(norm(label.contains)))).toBe(true);
  });

  const fields = questions.flatMap((q) => q.fields.map((f) => [q.id, q.student!, f] as const));
  it.each(fields)('%s: the labelled record field holds its value in the demo seed', (_id, student, label) => {
    expect(['student_profile', 'college_list']).toContain(label.source);
    const block = seedBlock(label.seed, student);
    expect(block).not.toBe('');
    expect(block).toContain(label.value);
    // The field is named in the seed (a nested one by its last part: preferences.concerns → concerns).
    const key = label.field.split('.').pop()!;
    expect(block.includes(key) || readFileSync(path.join(root, label.seed), 'utf8').includes(key)).toBe(true);
    expect(label.cited.trim()).toBeTruthy();
  });
});

describe('the evaluation scoring (eval/assistant/scoring.mjs)', () => {
  const q: Question = { id: 'x', question: 'When are regular decision deadlines?', student: null, answerable: true, passages: [{ sourceId: 'kb-1', title: 'T', contains: 'between January 1 and January 15' }], fields: [] };
  const right = { type: 'knowledge_base', sourceId: 'kb-1', text: 'Regular Decision deadlines usually fall\nbetween January 1 and  January 15.' };
  const sameDoc = { type: 'knowledge_base', sourceId: 'kb-1', text: 'Admission decisions arrive from mid-March.' };
  const other = { type: 'content', sourceId: 'note-1', text: 'Finalize your college list.' };

  it('counts a passage as found only when it is the labelled source and holds the phrase (across line breaks)', () => {
    expect(recall(q, [other, right])).toBe(1);
    expect(recall(q, [other, sameDoc])).toBe(0);
    expect(citedRelevant(q, sameDoc, 'strict')).toBe(false);
    expect(citedRelevant(q, sameDoc, 'source')).toBe(true);
    expect(citedRelevant(q, other, 'source')).toBe(false);
  });

  it('needs every labelled field of a record question', () => {
    const r: Question = { ...q, passages: [], student: 'maya', fields: [
      { source: 'student_profile', seed: 's', field: 'satScore', value: '1520', cited: 'SAT score: 1520' },
      { source: 'student_profile', seed: 's', field: 'actScore', value: '34', cited: 'ACT score: 34' },
    ] };
    expect(recall(r, [{ type: 'student_profile', sourceId: 'm', content: 'GPA: 3.94; SAT score: 1520' }])).toBe(0.5);
    expect(recall({ ...r, answerable: false }, [])).toBeNull();
    // A cited profile holds every fact: with the answer given, the answer must state the field too.
    const profile = { type: 'student_profile', sourceId: 'm', content: 'SAT score: 1520; ACT score: 34' };
    expect(recall(r, [profile], 'About Maya: SAT score: 1520 [P]')).toBe(0.5);
  });

  it('finds dates, dollar figures and percentages the cited sources do not hold', () => {
    expect(inventedFacts('Most ED deadlines are November 1 [1]', ['Most ED and EA deadlines are November 1 or November 15.'])).toEqual([]);
    expect(inventedFacts('Stanford\'s deadline is November 1 [1]', ['deadlines are November 15'])).toEqual(['November 1']);
    expect(inventedFacts('The fee is $75 per college and about 4% apply.', ['The CSS Profile has a fee.'])).toEqual(['$75', '4%']);
    expect(inventedFacts('Send scores in the middle 50% range.', ['the middle 50 percent range of admitted students'])).toEqual([]);
    // "The middle 50%" names a range; another percentage is a figure.
    expect(inventedFacts('Compare scores with the middle 50% range; 30% are admitted.', [])).toEqual(['30%']);
    expect(inventedFacts('Due from today (2026-11-24) on: 2026-11-29 [L]', ['deadline 2026-11-29', '2026-11-24'])).toEqual([]);
  });

  it('recognises an answer that says the records do not hold the answer', () => {
    expect(declines('I found nothing in the knowledge base that addresses this question directly.')).toBe(true);
    expect(declines('Stanford is not on Maya Chen\'s college list.')).toBe(true);
    expect(declines('The FAFSA opens in the fall [1]')).toBe(false);
  });
});
