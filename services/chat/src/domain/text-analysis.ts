import { boundedMemo } from '@counsel/kit';

/**
 * Small text analysis (no library but the kit's memo) for grounded answers and in-memory search: tokens, a light
 * stemmer, stopwords, counseling synonyms and sentence splitting. Deterministic and fast.
 */
const STOPWORDS = new Set(`a about above after again against all am an and any are as at be because been before being below between both but by
can could did do does doing down during each few for from further had has have having he her here hers herself him himself his how i if in into
is it its itself just me more most my myself no nor not now of off on once only or other our ours ourselves out over own same she should so some
such than that the their theirs them themselves then there these they this those through to too under until up very was we were what when where
which while who whom why will with would you your yours yourself yourselves also get got tell know please help want need like us let might
must shall one ones thing things something anything way ways really much many well give make sure even still yet able does dont doesnt im ive
student students question best good ask asks asked asking wondering wonders first`.split(/\s+/));

/** Keeps short acronyms that matter here (SAT, ACT, GPA, AP, IB, ED, EA, AI) and the II of "Early Decision II". */
const KEEP_SHORT = new Set(['id', 'ap', 'ib', 'ed', 'ea', 'sat', 'act', 'gpa', 'rd', 'fafsa', 'css', 'ai', 'ii']);

export function stem(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith('sses')) return w.slice(0, -2);
  if (w.endsWith('ing') && w.length > 5) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && w.length > 4) w = undouble(w.slice(0, -2));
  else if (/(ches|shes|xes|zes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ly') && w.length > 5) w = w.slice(0, -2);
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

function undouble(w: string): string {
  return /([bdfglmnprt])\1$/.test(w) ? w.slice(0, -1) : w;
}

/** Lower-cased words (apostrophes dropped, digits kept), before stopword removal. */
export function words(text: string): string[] {
  return text.toLowerCase().replace(/['’]/g, '').match(/[a-z0-9]+/g) ?? [];
}

/**
 * Texts analysed again and again (the knowledge passages, notes and their sentences come back with every turn)
 * keep their terms: the offline answer spent a large share of its CPU re-reading the same sentences. Short texts
 * only, least recently used out first, so the memory stays small whatever the traffic.
 */
const REMEMBERED_LENGTH = 2_000;
const rememberedTerms = boundedMemo((text: string): readonly string[] => termsOf(text), {
  max: 5_000,
  keep: (text) => text.length <= REMEMBERED_LENGTH,
});

/** Content terms: stopwords removed, stemmed. */
export function terms(text: string): string[] {
  // A copy: callers own the array they get.
  return [...rememberedTerms(text)];
}

/**
 * terms() of the texts joined by line breaks, read text by text: the student's facts and list lines come back every
 * turn, and each one's terms are remembered where the joined text (often longer than what is remembered) is not.
 */
export function termsOfEach(texts: readonly string[]): string[] {
  const out: string[] = [];
  for (const text of texts) for (const t of rememberedTerms(text)) out.push(t);
  return out;
}

function termsOf(text: string): string[] {
  const out: string[] = [];
  for (const w of words(text)) {
    if (STOPWORDS.has(w)) continue;
    if (w.length < 3 && !KEEP_SHORT.has(w) && !/^\d+$/.test(w)) continue;
    out.push(stem(w));
  }
  return out;
}

/** Related terms in counseling talk, by stem; an expansion counts for less than a term the user wrote. */
const RELATED: Record<string, string[]> = {
  fafsa: ['financial', 'aid', 'federal'], css: ['profile', 'financial', 'aid'],
  financial: ['aid', 'fafsa', 'scholarship'], aid: ['financial', 'fafsa', 'grant'], scholarship: ['aid', 'merit', 'financial'],
  money: ['financial', 'aid', 'cost'], cost: ['tuition', 'price', 'financial'], afford: ['cost', 'financial', 'aid'], tuition: ['cost', 'price'],
  pay: ['cost', 'financial', 'aid'], loan: ['financial', 'aid'], grant: ['aid', 'financial'],
  sat: ['test', 'score'], act: ['test', 'score'], test: ['sat', 'act', 'score'], score: ['test', 'sat', 'act'], optional: ['test'],
  essay: ['personal', 'statement', 'writ'], personal: ['essay', 'statement'], writ: ['essay'],
  deadline: ['date', 'due', 'deadline'], due: ['deadline', 'date'], early: ['decision', 'action', 'deadline'],
  ed: ['early', 'decision', 'binding'], ea: ['early', 'action'], decision: ['early', 'binding'],
  recommendation: ['letter', 'teacher'], letter: ['recommendation'], rec: ['recommendation', 'letter'], reference: ['recommendation', 'letter'],
  extracurricular: ['activity', 'club', 'leadership'], activity: ['extracurricular', 'club'], club: ['activity', 'extracurricular'],
  ap: ['advanced', 'placement', 'rigor', 'course'], ib: ['baccalaureate', 'rigor', 'course'], honor: ['rigor', 'course'],
  course: ['class', 'rigor', 'schedule'], class: ['course'], rigor: ['course', 'ap', 'honor'], gpa: ['grade', 'transcript'],
  list: ['reach', 'match', 'safety', 'likely'], reach: ['match', 'safety', 'list'], safety: ['likely', 'list'], match: ['reach', 'list'],
  visit: ['tour', 'campus'], interview: ['alumni'], stress: ['anxiety', 'overwhelm', 'wellbeing'], anxious: ['stress'], anxiety: ['stress'],
  transcript: ['grade', 'record'], submit: ['send'], send: ['submit'], binding: ['commit', 'enroll'], common: ['app', 'application'], app: ['application', 'common'], application: ['apply'], apply: ['application'],
  major: ['program', 'interest'], waitlist: ['deferral', 'deferred'], deferred: ['waitlist', 'deferral'],
};

const RELATED_STEMS = new Map(Object.entries(RELATED).map(([k, v]) => [stem(k), v.map(stem)]));

export interface WeightedTerm { term: string; weight: number }

/** The question's terms with their weights: written terms 1, related terms 0.4 (never above a written one). */
export function queryTerms(text: string): WeightedTerm[] {
  const weights = new Map<string, number>();
  for (const t of terms(text)) weights.set(t, 1);
  for (const t of [...weights.keys()]) {
    for (const r of RELATED_STEMS.get(t) ?? []) if (!weights.has(r)) weights.set(r, 0.4);
  }
  return [...weights].map(([term, weight]) => ({ term, weight }));
}

/** Sentences of a passage: split on end punctuation and on line breaks; bullets and extra spaces removed. */
export function sentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    const clean = line.replace(/^\s*(?:[-*•●▪]|\d+[.)])\s+/, '').replace(/\s+/g, ' ').trim();
    if (!clean) continue;
    // "Ms. Priya Nair", "Dr. Lee": a title's period does not end the sentence.
    for (const s of clean.split(/(?<=[.!?])(?<!\b(?:Mr|Ms|Mrs|Dr|St|Sgt|Capt|Lt|Col)\.)\s+(?=["“(]?[A-Z0-9])/)) if (s.trim()) out.push(s.trim());
  }
  return out;
}

/** Overlap of two term sets (Jaccard), to avoid saying the same thing twice. */
export function similarity(a: string[], b: string[]): number {
  const A = new Set(a);
  const B = new Set(b);
  if (!A.size || !B.size) return 0;
  let both = 0;
  for (const t of A) if (B.has(t)) both++;
  return both / (A.size + B.size - both);
}
