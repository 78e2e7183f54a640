import type { Passage } from '../../domain/chat.js';
import { passageAnalysis } from '../../domain/passage-analysis.js';
import { subjectTerms } from '../../domain/question-focus.js';
import { equivalents } from '../../domain/word-equivalents.js';
import type { SelectedSentence } from './sentence-selection.js';

/**
 * Which passages the answer cites: its citations come from the sentences it quotes, and the sentences of one question
 * come from one document unless the question asks two things.
 *
 * Why: line scores pick sentences one by one, so a passage that mentions the question's words in passing ("the
 * registrar … issues letters for work permits") can lead an answer whose real source is another document ("Work
 * Permits for Students Under 18"), and both get cited. The passage that answers is decided as a whole: the one among
 * those quoted that holds the most of the question's words, each weighted by how rare it is among the passages
 * retrieved (idf), so the distinctive words ("permit") outweigh the common ones ("form", "school"); search's order
 * breaks ties. Another passage stays only when the question has more than one part and that passage holds a word
 * asked that the answering one does not: a second part it answers, not a repeat.
 */
export function answerProvenance(picked: readonly SelectedSentence[], question: string, passages: readonly Passage[], name: string | null): SelectedSentence[] {
  const markers = [...new Set(picked.map((s) => s.marker))];
  if (markers.length < 2) return [...picked];
  const held = (marker: number) => passageAnalysis(passages[marker - 1]).terms;
  // A word of the same meaning counts half: the passage may say it in its own words, or be about something else.
  const match = (ts: ReadonlySet<string>, t: string) => (ts.has(t) ? 1 : equivalents(t).some((e) => ts.has(e)) ? EQUIVALENT_SHARE : 0);
  const has = (ts: ReadonlySet<string>, t: string) => match(ts, t) > 0;
  const all = passages.map((p) => passageAnalysis(p).terms);
  const asked = subjectTerms(question, name);
  const weight = new Map(asked.map((t) => {
    const df = all.filter((ts) => has(ts, t)).length;
    return [t, df ? Math.log(1 + passages.length / df) : 0];
  }));
  const coverage = (marker: number) => asked.reduce((sum, t) => sum + match(held(marker), t) * weight.get(t)!, 0);
  // Ties keep search's order (a lower marker ranked higher).
  const best = [...markers].sort((a, b) => coverage(b) - coverage(a) || a - b)[0];
  const bestHolds = held(best);
  const twoParts = askedParts(question) > 1;
  const keep = new Set(markers.filter((m) => m === best || (twoParts && asked.some((t) => weight.get(t)! > 0 && has(held(m), t) && !has(bestHolds, t)))));
  // The answering passage's lines lead, in the order they were picked.
  return [...picked.filter((s) => s.marker === best), ...picked.filter((s) => s.marker !== best && keep.has(s.marker))];
}

/** How much a word of the same meaning counts against the word asked itself. */
const EQUIVALENT_SHARE = 0.5;

/**
 * How many things the question asks: "Who is Jordan's counselor, and how does he book a meeting?" asks two, "Jordan needs
 * a work permit for a summer job; where does he turn the form in?" one (the lead-in states, the last clause asks).
 */
export function askedParts(question: string): number {
  const questions = question.split(/\?/).filter((q) => q.trim().split(/\s+/).length >= 3).length;
  const joined = question.split(/,?\s+(?:and|also|plus)\s+(?=(?:how|what|when|where|who|which|why|whether|is|are|can|could|do|does|should)\b)/i).length;
  return Math.max(1, questions, joined);
}
