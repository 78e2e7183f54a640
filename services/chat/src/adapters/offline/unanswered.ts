/**
 * What a question asks for that the offline answer's own lines do not hold, said plainly: a college, program or
 * grant it names that none of the shown sources mentions ("When is Stanford's deadline?"), or the date, amount
 * or rate it asks for when no shown line states one ("How much does the CSS Profile cost?"). The answerer never
 * invents a figure; this line keeps a related passage from reading as the answer (npm run eval:assistant).
 */

/** Capitalized words that name no college or program: question words, pronouns, months, the field's acronyms. */
const COMMON = new Set(`I What When Where Which Who Whom Whose Why How Is Are Do Does Did Can Could Should Would Will Was Were Has Have Had
On In At For Of To From By With About The A An And Or My Our Your Her His Their Its This That These Those It She He They We You
January February March April May June July August September October November December
SAT ACT PSAT AP IB GPA FAFSA CSS ED EA REA RD SAI EFC FSA ID AI`.split(/\s+/));

type Figure = 'date' | 'amount' | 'rate';

const ASKS: [Figure, RegExp][] = [
  // "Is there a fee?" asks whether, not how much.
  ['amount', /\bhow much\b|\b(cost|costs|tuition|price|income|amount|award)\b|\bwhat (is|are) the [\w ]*fees?\b/i],
  ['rate', /\b(rate|percentage|percent|average)\b/i],
  ['date', /\b(what|which|exact) date\b|\bdeadlines?\b|^\s*when (is|are|does|do)\b/i],
];

const STATES: Record<Figure, RegExp> = {
  amount: /\$\s?\d/,
  rate: /\d\s?(%|percent\b)|\baverage of\b/i,
  date: /\b\d{4}-\d{2}-\d{2}\b|\b(January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2}\b/,
};

const WORDS: Record<Figure, string> = { date: 'date', amount: 'amount', rate: 'figure' };

/** Names in the question (runs of capitalized words, possessive dropped), the first word and the student aside. */
export function namesIn(question: string, studentName: string | null): string[] {
  const skip = new Set([...(studentName?.split(/\s+/) ?? []), ...COMMON]);
  const tokens = question.replace(/[?!.,;:()"]/g, ' ').split(/\s+/).filter(Boolean);
  const names: string[] = [];
  let run: string[] = [];
  const flush = () => { if (run.length) names.push(run.join(' ')); run = []; };
  tokens.forEach((raw, i) => {
    const word = raw.replace(/['’]s$/, '');
    const capital = /^[A-Z]/.test(word) && i > 0 && !skip.has(word);
    // "University of Michigan": a lower-case "of" inside a name keeps the run going.
    if (capital) run.push(word);
    else if (run.length && /^(of|at)$/.test(word) && /^[A-Z]/.test(tokens[i + 1] ?? '')) run.push(word);
    else flush();
    if (word !== raw) flush();
  });
  flush();
  return names;
}

/** The plain line to add, or null when the shown lines hold every name and the kind of figure asked for. */
export function unansweredNote(question: string, shown: string, studentName: string | null): string | null {
  const text = shown.toLowerCase();
  const missing = namesIn(question, studentName).filter((n) => !text.includes(n.toLowerCase()));
  // "Where can I find net price data?" asks for a place, not a figure.
  const figure = /^\s*where\b/i.test(question) ? null : ASKS.find(([, re]) => re.test(question))?.[0] ?? null;
  const noFigure = figure !== null && !STATES[figure].test(shown);
  if (missing.length) {
    const what = figure ? `no ${WORDS[figure]} is given for ${missing.length > 1 ? 'them' : 'it'}` : 'nothing here is about it';
    return `None of these sources mentions ${missing.join(' or ')}: the records here do not say, so ${what}. Check the college's or program's own website.`;
  }
  if (noFigure) return `None of these sources states the ${WORDS[figure!]} asked for: the records here do not say, so none is given.`;
  return null;
}
