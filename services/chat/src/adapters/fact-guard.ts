import type { Logger } from '@counsel/kit';
import type { AnswerInput } from '../ports/answerer.js';
import { unsupportedFacts, unsupportedFactsNote } from '../domain/stated-facts.js';

/**
 * The guard on a model's answer (dates, deadlines and costs are stated only when a source holds them).
 * Once the answer has streamed, every date, dollar figure and percentage it states is looked for in what the model
 * was given: the prompt (passages, the student's facts, the college list with today's date) and the question. One
 * it cannot find there gets a plain note appended to the answer, and the turn is logged as flagged. The answer is
 * annotated, not stripped: its words have already been shown as they streamed, and a reader can check a named
 * figure. Returns the note's text (with its leading blank line) or null.
 */
export function unsupportedFactsCheck(text: string, input: AnswerInput, p: { log: Logger; provider: string }): string | null {
  const grounds = [input.prompt.system, input.prompt.user, input.question, ...input.passages.map((x) => x.text)];
  if (input.today) grounds.push(input.today);
  const facts = unsupportedFacts(text, grounds);
  if (!facts.length) return null;
  p.log.warn({ provider: p.provider, unsupportedFacts: facts }, 'model answer states facts none of its sources holds; note appended');
  return `\n\n${unsupportedFactsNote(facts)}`;
}
