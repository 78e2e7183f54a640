import type { Passage } from '../../domain/chat.js';
import { passageAnalysis } from '../../domain/passage-analysis.js';
import { similarity, terms } from '../../domain/text-analysis.js';
import { holds, type NamedThing } from '../../domain/question-focus.js';
import { equivalents } from '../../domain/word-equivalents.js';
import { askingClauseTerms, expandedTerms, passageCoverage, standInsFor, WRITTEN } from './asked-terms.js';
import { adjacentPairs, countedTerms, linesVocabulary, passageLines, type PassageLine } from './passage-lines.js';
import { askedIfThere, classYearsNamed, firstGenerationNamed } from './question-wording.js';

/** A passage's line as a candidate for the answer: the line itself, where it is from, and its passage's title terms. */
interface Candidate {
  line: PassageLine;
  text: string;
  terms: string[];
  marker: number;
  titleTerms: ReadonlySet<string>;
  rank: number;
}

export interface SelectedSentence {
  text: string;
  /** 1-based marker of the passage it came from. */
  marker: number;
  score: number;
}


const MAX_SENTENCES = 5;
const MAX_PER_PASSAGE = 3;
/** How close to the answer's best sentence another passage's sentence must score to be cited beside it. */
const OTHER_PASSAGE_BAR = 0.9;
/** How much a passage's share of the words asked (against the passage holding most) weighs on its lines' scores. */
const COVERAGE_WEIGHT = 0.7;
/** The same for a passage that search ranked above the answer's own. */
const RANKED_ABOVE_BAR = 0.6;

/**
 * Picks the passage sentences that bear on the question: each sentence scores the idf-weighted sum of
 * the question terms it contains (related terms count less), plus a little for the passage's rank;
 * sentences that match only weakly, repeat a chosen one, or read like instructions are left out. `only`: the
 * 0-based indices of the passages it may quote (null: all); `prefer`: what a sentence that answers states (a date
 * for "when", a dollar figure for "how much"), which counts for it; `required`: only sentences that state it.
 */
export function selectSentences(question: string, passages: Passage[], studentName: string | null = null, only: ReadonlySet<number> | null = null,
  prefer: RegExp | null = null, required: RegExp | null = null, named: readonly NamedThing[] = [], tests: readonly string[] = []): SelectedSentence[] {
  // The student's own name says nothing about which passage helps.
  const nameTerms = new Set(studentName ? terms(studentName) : []);
  const asked = firstGenerationNamed(classYearsNamed(question));
  const initial = studentName?.trim().split(/\s+/).at(-1)?.[0]?.toUpperCase() ?? null;
  const pairSet = adjacentPairs(terms(asked).filter((t) => !nameTerms.has(t)));
  const pairs = [...pairSet];
  if (!terms(asked).some((t) => !nameTerms.has(t))) return [];
  // Each line is referred to, not copied: a turn reads hundreds of them, and copying each one's fields was a large
  // share of the answer's allocations.
  const candidates: Candidate[] = [];
  passages.forEach((p, i) => {
    // Only the passages that hold what the question names, when it names something (routing.ts).
    if (only && !only.has(i)) return;
    const { titleTerms } = passageAnalysis(p);
    for (const line of passageLines(p)) candidates.push({ line, text: line.text, terms: line.terms, marker: i + 1, titleTerms, rank: i });
  });
  if (!candidates.length) return [];
  // The quotable passages' words, read once per passage: looked up passage by passage rather than merged per turn.
  const read = passages.flatMap((p, i) => (only && !only.has(i) ? [] : [linesVocabulary(p)]));
  const vocabulary = {
    has: (t: string) => read.some((v) => v.terms.has(t)),
    // In the order the lines first say them, across passages in rank order, each once.
    * nearForms(t: string) {
      const seen = new Set<string>();
      for (const v of read) for (const form of v.nearForms(t)) if (!seen.has(form)) { seen.add(form); yield form; }
    },
  };
  const q = expandedTerms(asked, vocabulary).filter((t) => !nameTerms.has(t.term));
  // A word asked that one passage uses in another sense ("fixed interest" for "Who fixes…") does not make its
  // equivalents mere related words in a passage that never says it: there they are how the passage says it.
  const standIns = standInsFor(asked, nameTerms);
  const passageTerms = passages.map((p) => passageAnalysis(p).terms);
  // How many lines hold the term; a term none holds counts as held by all (no weight).
  const df = (t: string) => read.reduce((n, v) => n + (v.lineCounts.get(t) ?? 0), 0) || candidates.length;
  const idf = (t: string) => Math.log(1 + candidates.length / df(t));
  const coverage = passageCoverage(asked, passages, nameTerms);
  const askedTerms = new Set(terms(asked).filter((t) => !nameTerms.has(t)));
  const defining = DEFINITION_QUESTION.test(asked);
  const maxCoverage = Math.max(0, ...coverage);
  const thereThing = askedIfThere(asked, nameTerms);
  const clauseTerms = askingClauseTerms(asked, nameTerms);

  // What depends on the passage alone, not the line, worked out once per passage rather than once per line.
  // A heading that names everything asked ("Campus Visit Checklist" for "what to do on a campus visit") makes each
  // line under it as much about the question as a line that repeats the words.
  const titleNamesAll = passages.map((p) => { const { titleTerms } = passageAnalysis(p); return askedTerms.size > 0 && [...askedTerms].every((t) => titleTerms.has(t)); });
  const weights = passageTerms.map((held) => q.map(({ term, weight: given }) => (given < WRITTEN && (standIns.get(term) ?? []).some((t) => !held.has(t)) ? WRITTEN : given)));
  const idfs = q.map(({ term }) => idf(term));

  const scored = candidates.map((c) => {
    const present = countedTerms(c.line, askedTerms);
    let direct = 0;
    let related = 0;
    let written = 0;
    // The words asked that the sentence itself holds (not its passage's title).
    const own: string[] = [];
    const lineWeights = weights[c.marker - 1];
    for (let i = 0; i < q.length; i++) {
      const { term } = q[i];
      const weight = lineWeights[i];
      if (!present.has(term)) {
        // A line under a heading that names the topic is about it ("Campus Visit Checklist").
        // A line that says it in other words under such a heading ("the state Dream Act application" under "Support
        // for Undocumented Students") says it as fully.
        if (weight >= WRITTEN && c.titleTerms.has(term)) {
          const inOtherWords = equivalents(term).some((e) => present.has(e));
          direct += (titleNamesAll[c.marker - 1] || inOtherWords ? 1 : 0.75) * weight * idfs[i];
          written++;
        }
        continue;
      }
      if (weight >= WRITTEN) { direct += weight * idfs[i]; written += weight; own.push(term); } else related += idfs[i];
    }
    // "Last names A through F: Ms. Priya Nair" is about the chosen student when their last name falls in it.
    const range = c.line.letters;
    if (range && initial) {
      if (initial >= range[0] && initial <= range[1]) { direct += Math.log(1 + candidates.length); written++; own.push(initial); } else direct *= 0.2;
    }
    // Related terms find a sentence when no written word does; otherwise they only break ties.
    let score = direct + related * (written ? 0.1 : 0.4);
    // Prefer sentences that cover several of the words the counselor wrote, in the same order
    // ("test optional", "early decision"), and from better-ranked passages.
    const sentencePairs = c.line.phrasePairs;
    const phrases = pairs.filter((p) => sentencePairs.has(p)).length;
    score *= (1 + 0.25 * Math.max(0, written - 1)) * (1 + 0.3 * phrases) * (1 + 0.3 * (1 - c.rank / Math.max(1, passages.length)));
    // A sentence that opens with the words asked is about them ("May 1 is the National Candidate Reply Date",
    // "Early Decision (ED) is binding"), where one that ends with them mentions them in passing.
    if (c.line.leadPair !== null && pairSet.has(c.line.leadPair)) score *= 1.2;
    // "What is an FSA ID?": the line that introduces the term asked, in brackets after its long form ("a
    // StudentAid.gov account (FSA ID)"), says what it is, where another line only uses it ("your FSA ID password").
    if (defining && introduces(c.text, askedTerms)) score *= 1.3;
    if (prefer?.test(c.text)) score *= 1.5;
    // The thing the question names ("What does the FAFSA pay for?") is what a line must be about: one that holds it,
    // itself or under a title naming it, is evidence, where a line sharing only the other words is about something else.
    // A test asked by its acronym alone ("fee waiver for AP exams") is what a line must be about in the same way: a line
    // on another test's fee waivers is about that test.
    if (named.length || tests.length) {
      const { titled, titledWords } = c.line;
      const aboutTest = !tests.length || tests.some((t) => titledWords.has(t));
      if (aboutTest && named.every((t) => holds(t, titled, titledWords))) score *= NAMED_WEIGHT;
    }
    // "is there a printer kids can use for college apps?" asks whether the printer is there: a line that holds a word of
    // it (or one of the same meaning), itself or under a title naming it, answers, where one sharing the other words
    // ("use", "college", "app") does not.
    const heldHere = (w: string) => present.has(w) || c.titleTerms.has(w) || equivalents(w).some((e) => present.has(e) || c.titleTerms.has(e));
    const there = thereThing.some(heldHere);
    if (there) score *= THERE_WEIGHT;
    // "Maya wants to apply for the Harmon nursing scholarship; how long is the essay?": the lead-in places the question
    // and the clause that asks says what the answer is about. A line holding a word of that clause (itself, one of the
    // same meaning, or its title) answers, where one sharing only the lead-in's words ("the nursing scholarship with a
    // similar name") is about the situation.
    const asks = clauseTerms.some(heldHere);
    if (asks) score *= CLAUSE_WEIGHT;
    if (c.line.describes) score *= 0.6;
    // A line of a passage that holds fewer of the words asked than another is less likely about the question
    // ("ask … aid" on a campus-visit list, where another passage holds "undocumented" as well).
    if (maxCoverage > 0) score *= 1 - COVERAGE_WEIGHT * (1 - (coverage[c.marker - 1] ?? 0) / maxCoverage);
    return { text: c.text, terms: c.terms, marker: c.marker, rank: c.rank, score, written, own, there, asks };
    // With a student chosen, a sentence that shares only related words ("grades" for "GPA") is about the topic,
    // not the question: the student's own record answers it.
  }).filter((c) => c.score > 0 && (c.written > 0 || (c.score >= 1 && !studentName)) && (!required || required.test(c.text)));

  scored.sort((a, b) => b.score - a.score);
  const best = scored[0]?.score ?? 0;
  // Supporting sentences say as much of what was asked as the best one: a sentence that shares one word of a
  // three-word question ("decisions arrive…" for "Is early decision binding?") is about something else, and
  // citing it cites a source that does not answer (measured by npm run eval:assistant).
  const bestWritten = scored[0]?.written ?? 0;
  const chosen: typeof scored = [];
  const perPassage = new Map<number, number>();
  for (const c of scored) {
    if (chosen.length >= MAX_SENTENCES) break;
    // A sentence of the answer's own passage that states the figure asked for ("it awards $2,500") is part of it.
    const statesIt = !!prefer?.test(c.text) && c.marker === chosen[0]?.marker && !chosen.some((x) => prefer.test(x.text));
    if (c.score < best * 0.35 && !statesIt) continue;
    // A line beside the answer to "is there a printer…?" that does not hold the printer says nothing about it.
    if (chosen.length && chosen[0].there && !c.there) continue;
    // Nor is a line beside an answer to the clause that asks which holds none of its words.
    if (chosen.length && chosen[0].asks && !c.asks) continue;
    if (chosen.length && c.written < bestWritten && !statesIt) continue;
    // Another passage is cited beside the answer's only when it answers about as well: one that shares some of
    // the words asked is about something else, and citing it cites a source that does not answer.
    // A passage search ranked above the answer's own is cited beside it when its sentence says as much of the question.
    const searchPrefers = c.rank < chosen[0]?.rank && c.score >= best * RANKED_ABOVE_BAR;
    if (chosen.length && c.marker !== chosen[0].marker) {
      // Another passage adds to the answer only with a word asked that the answer does not say, and only when the
      // passage as a whole holds as much of the question as the answer's own: a passage that shares one word of a
      // paraphrase ("turning" in "before turning eighteen") is about something else, however search ranked it.
      // A passage search ranked above the answer's own that holds more of the question is cited beside it even when its
      // line repeats the answer's words ("Compare offers by net cost" under "Comparing Aid Offers").
      const mine = coverage[c.marker - 1] ?? 0;
      const answers = coverage[chosen[0].marker - 1] ?? 0;
      // Search's own best passage, holding as much of the question, stays beside an answer from another one: when the
      // answer's line won on a shared word, that passage is where the answer is.
      const searchBest = searchPrefers && c.rank === 0 && saysMore(c, chosen);
      if (mine < answers || (!addsToAnswer(c, chosen) && !(searchPrefers && mine > answers) && !searchBest)) continue;
      if (!searchPrefers && c.score < best * OTHER_PASSAGE_BAR) continue;
    }
    if ((perPassage.get(c.marker) ?? 0) >= MAX_PER_PASSAGE) continue;
    if (chosen.some((x) => similarity(x.terms, c.terms) > 0.6)) continue;
    chosen.push(c);
    perPassage.set(c.marker, (perPassage.get(c.marker) ?? 0) + 1);
  }
  return chosen.map((c) => ({ text: c.text, marker: c.marker, score: c.score }));
}

/** The sentence says a word asked that no chosen sentence says (not merely the answer's words again). */
function saysMore(c: { own: string[] }, chosen: { own: string[] }[]): boolean {
  const said = new Set(chosen.flatMap((x) => x.own));
  return c.own.some((t) => !said.has(t));
}

/** A question that asks what a term is or means. */
const DEFINITION_QUESTION = /^\s*what\s+(?:is|are)\s+(?:an?\s+|the\s+)?[\w.-]+(?:\s+[\w.-]+){0,2}\s*\??\s*$|\b(?:mean|stand for)\s*\??\s*$/i;

/** The text gives, in brackets, a short term all of whose words were asked ("… account (FSA ID)"). */
function introduces(text: string, asked: ReadonlySet<string>): boolean {
  for (const m of text.matchAll(/\(([^()]{2,30})\)/g)) {
    const ts = terms(m[1]);
    if (ts.length && ts.every((t) => asked.has(t))) return true;
  }
  return false;
}

/**
 * A sentence from a passage ranked below the answer's is cited only when it says at least as many of the words
 * asked, in its own text, as the answer does, and one of them that no chosen sentence says: another chunk that
 * repeats the question's words ("May 1 is the reply date" / "…to the May 1 decision deadline") or shares one of
 * them ("pay the enrollment deposit" for "What does the FAFSA pay for?") cites a source that does not answer
 * (measured by npm run eval:assistant, cited-source precision).
 */
function addsToAnswer(c: { own: string[] }, chosen: { own: string[] }[]): boolean {
  if (c.own.length < chosen[0].own.length) return false;
  const said = new Set(chosen.flatMap((x) => x.own));
  return c.own.some((t) => !said.has(t));
}


/** How much a line that holds what the question asks is there counts over one that does not. */
const THERE_WEIGHT = 3;

/** How much a line that holds a word of the clause that asks, after a lead-in, counts over one that does not. */
const CLAUSE_WEIGHT = 2;


/** How much a line that holds every thing the question names counts over one that does not. */
const NAMED_WEIGHT = 3;
