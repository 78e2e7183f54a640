import type { Passage } from '../../domain/chat.js';
import { entryLine } from '../../domain/college-list.js';
import { passageAnalysis } from '../../domain/passage-analysis.js';
import type { QuestionFocus } from '../../domain/question-routing.js';
import { studentFacts } from '../../domain/student-facts.js';
import type { StudentContext } from '../../domain/student-context.js';
import { terms, termsOfEach } from '../../domain/text-analysis.js';
import { equivalents } from '../../domain/word-equivalents.js';
import type { SelectedSentence } from './sentence-selection.js';

/**
 * A lower-case thing the question names ("the robotics club") that no source holds, with a word no source says in any
 * form: not the asker's own words for something a source holds, so it is missing like an unknown proper name.
 */
export function withStrayThings(focus: QuestionFocus, passages: readonly Passage[], student: StudentContext | null, best: SelectedSentence | undefined): QuestionFocus {
  // A course ("AP Chem") is of a kind the sources speak of; a thing whose words the best line says ("a free
  // four-week summer program … engineering" for "a free engineering camp") is likely the asker's name for it.
  const bestSays = new Set(best ? terms(`${passages[best.marker - 1]?.title ?? ''} ${best.text}`) : []);
  const candidates = focus.places.filter((p) => p.thing.particular && !/^(?:AP|IB|Honors)\b/.test(p.thing.text) && !p.onList && !p.inProfile && !p.passages.length
    && !terms(p.thing.text).some((t) => bestSays.has(t)));
  if (!candidates.length) return focus;
  const held = new Set([...passages.flatMap((p) => [...passageAnalysis(p).terms]),
    ...termsOfEach([...(student ? studentFacts(student).map((f) => f.text) : []), ...(student?.collegeList ?? []).map(entryLine)])]);
  const stray = candidates.filter((p) => terms(p.thing.text).some((t) => !held.has(t) && !equivalents(t).some((e) => held.has(e))))
    .map((p) => p.thing).filter((t) => !focus.missing.includes(t));
  return stray.length ? { ...focus, missing: [...focus.missing, ...stray] } : focus;
}
