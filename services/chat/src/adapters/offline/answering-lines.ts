import type { Passage } from '../../domain/chat.js';
import { passageAnalysis } from '../../domain/passage-analysis.js';
import { fieldTestsIn, type NamedThing } from '../../domain/question-focus.js';
import { terms } from '../../domain/text-analysis.js';
import type { AnswerInput } from '../../ports/answerer.js';
import { coversStudent } from './passage-lines.js';
import { selectSentences, type SelectedSentence } from './sentence-selection.js';
import { answeringFigure, figurePattern } from './unanswered.js';

/**
 * The passages' lines that bear on the question. When it cannot be answered without a figure ("How many credits does
 * a student need?") and the best line states none, a line that states one and bears on the question nearly as well
 * leads instead ("230 credits to graduate" over "five scholarships … to graduating seniors"), with its own
 * passage's lines only (the others were the near miss): else the answer declines a figure a passage gives.
 */
export function answeringLines(input: AnswerInput, name: string | null, only: ReadonlySet<number> | null, question: string,
  named: readonly NamedThing[], asked = input.question): SelectedSentence[] {
  const tests = fieldTestsIn(asked);
  const found = selectSentences(asked, input.passages, name, only, figurePattern(question) ?? (WHO_QUALIFIES.test(question) ? NAMES_WHO : null), null, named, tests);
  const figure = answeringFigure(question);
  if (!figure || !found.length || figure.test(found[0].text)) return found;
  const leads = (pattern: RegExp) => {
    const stating = selectSentences(asked, input.passages, name, only, pattern, pattern, named, tests);
    return stating.length && stating[0].score >= STATING_BAR * found[0].score ? [stating[0], ...found.filter((s) => s.marker === stating[0].marker && s.text !== stating[0].text)] : null;
  };
  // "When are FAFSA applications due?" where no line dates it: a line that places it in time in words ("opens in the
  // fall of senior year") answers as far as the sources do, where one that only describes the thing does not.
  return leads(figure) ?? (WHEN_ASKED.test(question) && !WHEN_IN_WORDS.test(found[0].text) ? leads(WHEN_IN_WORDS) : null) ?? found;
}

/** A question that asks when. */
const WHEN_ASKED = /^\s*when\b|\bwhat\s+(?:date|day|month|time of year)\b/i;
/** A time said in words: a season, a month, a school year or term, or how soon. Case as written: "may" is a verb, "May" a month. */
const WHEN_IN_WORDS = /\b(?:[Ff]all|[Aa]utumn|[Ss]pring|[Ss]ummer|[Ww]inter|(?:[Ff]reshman|[Ss]ophomore|[Jj]unior|[Ss]enior|[Ss]chool|[Aa]cademic) year|[Ss]emester|[Aa]s soon as|(?:days?|weeks?|months?) (?:before|after|ahead|earlier|later)|[Ee](?:ach|very) year|[Aa]nnually|[Bb]y the end of|[Aa]t the start of|(?:January|February|March|April|May|June|July|August|September|October|November|December)(?! \d))\b/;

/**
 * "Who can get SAT and ACT fee waivers?" asks who qualifies: a line that names the people who can, may or qualify
 * answers it, where one that only names the thing ("Fee waivers for the SAT and ACT are a separate program") does not.
 */
const WHO_QUALIFIES = /^\s*who\s+(?:can|may|could|is eligible|are eligible|qualif(?:y|ies)|gets?)\b/i;
const NAMES_WHO = /\b(?:students?|families|parents?|juniors?|seniors?|sophomores?|freshmen|applicants?|anyone|those|residents?|athletes?)\b[^.;:!?]{0,80}\b(?:can|may|qualif(?:y|ies)|eligible|receive)\b/i;

/** How close to the best line's score a line that states the figure asked for must come to lead instead. */
const STATING_BAR = 0.5;

/**
 * A passage's line of a by-last-name list ("Last names P through Z: Ms. Lauren Ortega") that covers the student,
 * in a passage about what the question says is theirs ("Jordan's counselor"); null when there is none.
 */
export function lineCoveringStudent(passages: readonly Passage[], name: string, owned: ReadonlySet<string>): SelectedSentence | null {
  if (!owned.size) return null;
  for (const [i, p] of passages.entries()) {
    // The words that state the span ("last names") do not make the passage about "Maya's mother's name".
    const read = passageAnalysis(p);
    const about = new Set([...read.terms].filter((t) => !SPAN_WORDS.has(t)));
    if (![...owned].some((t) => about.has(t))) continue;
    const line = read.sentences.find((s) => coversStudent(s, name));
    if (line) return { text: line, marker: i + 1, score: 0 };
  }
  return null;
}

const SPAN_WORDS = new Set(terms('last name names through'));
