import { readFileSync } from 'node:fs';
import { it } from '@jest/globals';
import { assemblePrompt } from '../src/domain/prompt.js';
import { sourcesUsed } from '../src/domain/citations.js';
import { OfflineAnswerer } from '../src/adapters/offline/offline-answerer.js';
import { demoChunks } from './support/demo-knowledge.js';
import { knowledgeSearchOver, type DemoChunk } from './support/knowledge-search.js';
import { JORDAN_PROFILE_EVENT, MAYA_PREFERENCES, MAYA_PROFILE_EVENT, contextOf } from './support/demo-students.js';
import { JORDAN_LIST, MAYA_LIST, TODAY } from './support/demo-college-lists.js';

const dir = new URL('../../../eval/assistant/corpus/', import.meta.url);
const corpus = JSON.parse(readFileSync(new URL('corpus.json', dir), 'utf8')).documents as { id: string; file: string; title: string; description: string; format: string }[];
const chunks: DemoChunk[] = [...demoChunks(), ...corpus.map((d) => ({ id: `${d.id}#0`, sourceId: d.id, sourceType: 'content' as const, title: d.title, text: d.format === 'note' ? `# ${d.title}\n\n${d.description}\n\n${readFileSync(new URL(d.file, dir), 'utf8')}` : readFileSync(new URL(d.file, dir), 'utf8') }))];

it('probe', async () => {
  const search = await knowledgeSearchOver(chunks);
  const answerer = new OfflineAnswerer();
  const students: Record<string, any> = { maya: { ...contextOf(MAYA_PROFILE_EVENT, MAYA_PREFERENCES), collegeList: MAYA_LIST.applications }, jordan: { ...contextOf(JORDAN_PROFILE_EVENT), collegeList: JORDAN_LIST.applications } };
  const lines = readFileSync('/tmp/probe.txt', 'utf8').split('\n').filter(Boolean);
  let out = '';
  for (const line of lines) {
    const [who, question] = line.includes('|') ? line.split('|') : ['', line];
    const student = students[who.trim()] ?? null;
    const found = await search.search(question, 5);
    const prompt = assemblePrompt({ systemPrompt: 'x', question, student, passages: found, today: TODAY });
    const text = answerer.compose({ question, student, passages: found, knowledgeUnavailable: false, prompt, today: TODAY });
    out += `\n### ${who}| ${question}\nsearch: ${found.map((p) => p.sourceId).join(', ')}\n${text}\n`;
  }
  console.log(out);
  await search.close();
}, 60000);
