import { declineFigure, declineNamed } from '../../domain/decline.js';
import { FRAME_TERMS, askingPart, holds, namedThings, namesIn } from '../../domain/question-focus.js';
import { nearlySame } from '../../domain/near-spelling.js';
import { terms, words } from '../../domain/text-analysis.js';
import { equivalents, longForm } from '../../domain/word-equivalents.js';

/**
 * What a question asks for that the offline answer's own lines do not hold, said plainly: a college, program or
 * grant it names that none of the shown sources mentions ("When is Stanford's deadline?"), or the date, amount
 * or rate it asks for when no shown line states one ("How much does the CSS Profile cost?"). The answerer never
 * invents a figure; this line keeps a related passage from reading as the answer (npm run eval:assistant).
 */
export { namesIn };

export type Figure = 'date' | 'amount' | 'rate' | 'count' | 'time' | 'phone' | 'email' | 'gpa';

/** A phone number, an email address or a GPA is asked for as such: only a line showing one answers. */
const ASKS_PHONE = /\b(?:phone|telephone|cell)\s+(?:number|no\b|#)|\bnumber to call\b/i;
const ASKS_EMAIL = /\be-?mail(?:\s+address)?\b/i;
const ASKS_GPA = /\b(?:what|which|minimum|min|lowest)\s+(?:gpa|grade point average)\b|\bgpa\s+(?:requirement|required|cutoff|minimum)\b/i;

const ASKS: [Figure, RegExp][] = [
  ['phone', ASKS_PHONE],
  ['email', ASKS_EMAIL],
  ['gpa', ASKS_GPA],
  ['count', /\bhow many\b/i],
  ['time', /\bwhat time\b/i],
  // "Is there a fee?" asks whether, not how much.
  // "low-income families" says who, not how much.
  ['amount', /\bhow much\b|\b(cost|costs|tuition|price|(?<!-)income|amount)\b|\bwhat (is|are) the [\w ]*fees?\b/i],
  ['rate', /\b(rate|percentage|percent|average)\b/i],
  ['date', /\b(what|which|exact) date\b|\bdeadlines?\b|^\s*when (is|are|does|do)\b/i],
];

/** A question that asks for the figure itself: without it there is no answer ("an exact date", "how much"). */
const ASKS_EXACTLY: Record<Figure, RegExp> = {
  phone: ASKS_PHONE,
  email: ASKS_EMAIL,
  gpa: ASKS_GPA,
  count: /\bhow many\b/i,
  time: /\bwhat time\b/i,
  amount: /\bhow much\b|\b(cost|costs|tuition|price|(?<!-)income)\b|\bwhat (is|are) the [\w ]*(fees?|amount)\b/i,
  rate: /\b(rate|percentage|percent|average)\b/i,
  // "When is Maya's next SAT test date?" asks for the date itself, as "what date" does.
  date: /\b(what|which|exact) date\b|\bdate\s*\?\s*$/i,
};

/**
 * A number, in figures or in words: every number word, so "About forty students are accepted" states how many
 * (a list of a few of them left "forty", "fourteen" and "sixty" unread, and the answer declined a figure it quoted).
 */
const NUMBER_WORD = '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen'
  + '|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|dozen)';
const NUMBER = `(?:\\d[\\d,]*|${NUMBER_WORD}(?:-${NUMBER_WORD})?)`;
const STATES: Record<Figure, RegExp> = {
  phone: /\(?\b\d{3}\)?[-.\s]\d{3}[-.]\d{4}\b|\b\d{3}-\d{4}\b/,
  email: /[\w.+-]+@[\w-]+\.\w+/,
  // "There is no minimum GPA" answers a question about the minimum as well as "a 3.0 GPA or higher" does.
  gpa: /\b(?:gpa|grade point average)\b[^.\n]{0,40}?\b[0-4]\.\d{1,2}\b|\b[0-4]\.\d{1,2}\b[^.\n]{0,30}?\b(?:gpa|grade point average)\b|\bno\s+(?:minimum\s+)?(?:gpa|grade)\b/i,
  time: /\b\d{1,2}(?::\d{2})?\s*(?:a\.m\.|p\.m\.|am\b|pm\b)|\bnoon\b|\bmidnight\b/i,
  count: new RegExp(`\\b${NUMBER}\\b`, 'i'),
  amount: /\$\s?\d/,
  // An average is stated as a number ("an average of 3.2"), not by "the average of the sections".
  rate: /\d\s?(%|percent\b)|\baverage (?:of|is|was)\s+(?:about\s+|around\s+)?\$?\d/i,
  date: /\b\d{4}-\d{2}-\d{2}\b|\b(January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2}\b/,
};

export const FIGURE_WORDS: Record<Figure, string> = { date: 'date', amount: 'amount', rate: 'figure', count: 'number', time: 'time', phone: 'phone number', email: 'email address', gpa: 'GPA' };

/** A count is stated only as a number of the thing counted ("ten activities" for "how many activities"). */
function statesCount(question: string, shown: string): boolean {
  const nouns = countedNouns(question, false);
  return nouns.length > 0 && new RegExp(`\\b${NUMBER}\\s+(?:[\\w-]+\\s+){0,2}(?:${nouns.join('|')})`, 'i').test(shown);
}

/**
 * The words a count of the thing asked is stated with: the words after "how many", and, for people ("How many
 * students win…?"), any word for the people chosen or the awards each receives ("two seniors", "five scholarships").
 */
function countedNouns(question: string, contentOnly = true): string[] {
  const after = /\bhow many\s+((?:[\w-]+\s*){1,3})/i.exec(question);
  const words = after ? after[1].trim().split(/\s+/).map((w) => w.toLowerCase().replace(/s$/, '').replace(/[^\w-]/g, '')) : [];
  const nouns = contentOnly ? words.filter((w) => terms(w).length > 0 || PEOPLE_CHOSEN.has(w)) : words;
  // Those who applied, came or took part are not the ones chosen: "three seniors" win, however many applied.
  const chosen = nouns.some((n) => PEOPLE_CHOSEN.has(n)) && !TAKING_PART.test(question);
  return chosen ? [...new Set([...nouns, ...PEOPLE_CHOSEN])] : nouns;
}

const TAKING_PART = /\bappl(?:y|ied|ies|ying|icants?|ications?)\b|\bsign(?:ed|s)?\s+up\b|\battend|\b(?:went|came|come|go)\b|\bregister/i;

/** Words for people an award or program chooses, and for what each of them receives. */
const PEOPLE_CHOSEN = new Set(['student', 'senior', 'junior', 'winner', 'recipient', 'finalist', 'kid', 'people', 'person', 'scholarship', 'award']);

/**
 * What a line that answers states, when the question cannot be answered without a figure ("How many credits…": a
 * number of credits, not "five scholarships"); null when it asks for none exactly.
 */
export function answeringFigure(whole: string): RegExp | null {
  const question = askingPart(whole);
  const figure = askedFigure(question);
  // "When is the night for junior families?", "when does she have to pay the deposit?": a line that dates the thing
  // answers it, one that describes it does not.
  const when = figure === 'date' && /^\s*when\s+(?:is|are|was|were|do|does|should|must)\b/i.test(question);
  if (!figure || (!when && !ASKS_EXACTLY[figure].test(question))) return null;
  if (figure !== 'count') return STATES[figure];
  const nouns = countedNouns(question);
  return nouns.length ? new RegExp(`\\b${NUMBER}\\s+(?:[\\w-]+\\s+){0,2}(?:${nouns.join('|')})`, 'i') : null;
}

/**
 * The kind of figure the question asks for ("Where can I find net price data?" asks for a place, not a figure), read
 * from the part that asks: the lead-in's "got an email" asks for no email address.
 */
export function askedFigure(whole: string): Figure | null {
  const question = askingPart(whole);
  if (/^\s*where\b/i.test(question)) return null;
  const figure = ASKS.find(([, re]) => re.test(question))?.[0] ?? null;
  // "Does the SAT at school cost anything?", "Is tuition waived?" ask whether, as "Is there a fee?" does: a line saying
  // it is free answers, and no amount is owed to the answer. "How much" asked as well still asks for one.
  return figure === 'amount' && ASKS_WHETHER.test(question) && !/\bhow much\b/i.test(question) ? null : figure;
}

/** A question that opens with its verb, and so asks whether. */
const ASKS_WHETHER = /^\s*(?:is|are|was|were|can|could|do|does|did|will|would|should|may|has|have)\b/i;

/** Words that ask for a figure, not what it is of. */
const FIGURE_ASKING = new Set(terms('much many cost costs fee fees price amount rate percentage percent average exact date time deadline due phone telephone number email address minimum gpa start starts begin begins end ends'));

/**
 * The shown lines about what the question asks a figure of: a line that states a date or an amount of something
 * else ("It is free, includes lunch", another event's date) does not answer. All lines when the question names
 * nothing beyond the figure.
 */
function linesOnSubject(question: string, shown: string, studentName: string | null): string {
  const nameTerms = new Set(studentName ? terms(studentName) : []);
  const subject = terms(question).filter((t) => !FIGURE_ASKING.has(t) && !FRAME_TERMS.has(t) && !nameTerms.has(t));
  if (!subject.length) return shown;
  return shown.split('\n').filter((line) => terms(line).some((t) => subject.includes(t))).join('\n');
}

/** A passage's line shown in the answer, with the title of its document and, when known, its opening words. */
export interface TitledLine { title: string; text: string; opening?: string }

/**
 * A passage's lines that can date what was asked: a line whose document's title leaves words of the question
 * unsaid ("winner announced" of "the Okonkwo award winner") dates that only when it says one of them; the
 * award's due date is another date of the same award.
 */
function datingLines(question: string, lines: readonly TitledLine[], studentName: string | null): string {
  const nameTerms = new Set(studentName ? terms(studentName) : []);
  // Short and misspelt words ("fafsa completon nite") name what the title names in full.
  const written = words(question).flatMap((w) => terms(longForm(w) ?? w));
  const subject = written.filter((t) => !FIGURE_ASKING.has(t) && !FRAME_TERMS.has(t) && !nameTerms.has(t));
  return lines.filter(({ title, text, opening }) => {
    // The document names its thing in its title and its opening ("The Okonkwo STEM Futures Award, founded…").
    const inTitle = new Set(terms(`${title} ${opening ?? ''}`));
    const named = (t: string) => inTitle.has(t) || (t.length >= 5 && [...inTitle].some((v) => nearlySame(t, v, t.length >= 8 ? 2 : 1)));
    const specific = subject.filter((t) => !named(t));
    const said = new Set(terms(text));
    return !specific.length || specific.some((t) => said.has(t) || equivalents(t).some((e) => said.has(e)));
  }).map(({ title, text }) => `${title}: ${text}`).join('\n');
}

/**
 * The figure the question cannot be answered without, when the shown lines about it state none of its kind; else
 * null. `passages` are the passage lines among them: for a date or a time, one is read only from a line on what
 * the question asks it of.
 */
export function figureNotStated(question: string, shown: string, studentName: string | null = null, passages: readonly TitledLine[] = []): Figure | null {
  const figure = askedFigure(question);
  const timed = figure === 'date' || figure === 'time';
  const own = timed && passages.length ? `${shown.split('\n').filter((l) => !passages.some((p) => l === `${p.title}: ${p.text}`)).join('\n')}\n${datingLines(question, passages, studentName)}` : shown;
  const about = linesOnSubject(question, own, studentName);
  // "How many service hours did last year's winners log?": the documents state this year's rules, so a figure of a past
  // year is stated only by a line that speaks of that past ("100 hours … required" is the rule, not what they logged).
  if (figure && PAST_PERIOD.test(question) && !PAST_PERIOD.test(about)) return figure;
  if (figure === 'count') return statesCount(question, about) ? null : figure;
  return figure && ASKS_EXACTLY[figure].test(askingPart(question)) && !STATES[figure].test(about) ? figure : null;
}

/** A past period named ("last year", "last year's", "previous years"), not the last year of something still to come. */
const PAST_PERIOD = /\b(?:last|previous|past|prior)\s+(?:years?|spring|fall|autumn|winter|summer|cycle)(?:['’]s)?\b(?!\s+of\b)/i;

/** The plain line to add, or null when the shown lines hold every name and the kind of figure asked for. */
export function unansweredNote(question: string, shown: string, studentName: string | null): string | null {
  const missing = namedThings(question, studentName).filter((t) => !holds(t, shown)).map((t) => t.text);
  const figure = askedFigure(question);
  const noFigure = figure !== null && (figure === 'count' ? !statesCount(question, shown) : !STATES[figure].test(shown));
  if (missing.length) {
    const what = figure ? `no ${FIGURE_WORDS[figure]} is given for ${missing.length > 1 ? 'them' : 'it'}` : 'nothing here is about it';
    return `${declineNamed(missing, what)} Check the college's or program's own website.`;
  }
  if (noFigure) return declineFigure(FIGURE_WORDS[figure!]);
  return null;
}

/** What a sentence that answers the question states (a date, an amount, a rate), or null when no figure is asked. */
export function figurePattern(question: string): RegExp | null {
  const figure = askedFigure(question);
  return figure ? STATES[figure] : null;
}
