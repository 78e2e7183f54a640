// The offline answerer asked a question over the demo knowledge base, as chat asks it: the passages search finds
// (or those given), the prompt, the answer and the sources it cites. Shared by the answerer's test files.
import { assemblePrompt } from '../../src/domain/prompt.js';
import { sourcesUsed } from '../../src/domain/citations.js';
import type { Passage } from '../../src/domain/chat.js';
import type { StudentContext } from '../../src/domain/student-context.js';
import { OfflineAnswerer } from '../../src/adapters/offline/offline-answerer.js';
import { demoChunks } from './demo-knowledge.js';
import { knowledgeSearchOver } from './knowledge-search.js';
import { JORDAN_PROFILE_EVENT, MAYA_PREFERENCES, MAYA_PROFILE_EVENT, contextOf } from './demo-students.js';
import { TODAY } from './demo-college-lists.js';

export const search = await knowledgeSearchOver(demoChunks());
const answerer = new OfflineAnswerer();
export const maya = contextOf(MAYA_PROFILE_EVENT, MAYA_PREFERENCES);
export const jordan = contextOf(JORDAN_PROFILE_EVENT);

export async function ask(question: string, student: StudentContext | null = null, passages?: Passage[], today = TODAY) {
  const found = passages ?? await search.search(question, 5);
  const prompt = assemblePrompt({ systemPrompt: 'x', question, student, passages: found, today });
  const text = answerer.compose({ question, student, passages: found, knowledgeUnavailable: false, prompt, today });
  return { text, passages: found, sources: sourcesUsed(text, found, student) };
}
