// The figures of one evaluation run, overall, per split (dev / heldout) and per phrasing family, as plain tables.
// Pure functions over the rows scripts/eval-assistant.mjs collects, so the fast test can check them.
import { mean } from './scoring.mjs';

/** Targets on the held-out part (EVAL_STRICT=1 fails the run on a miss). */
export const TARGETS = { answerRecall: 0.95, citedPrecision: 0.95, declinedFirst: 0.95, inventedFacts: 0 };

const share = (xs, f) => (xs.length ? xs.filter(f).length / xs.length : null);

/** The metrics of a group of rows (each row: answerable, searchRecall, citedRecall, allCitedRelevant, declinesFirst, invented). */
export function metrics(rows) {
  const kb = rows.filter((r) => r.searchRecall !== null);
  const answerable = rows.filter((r) => r.answerable);
  const unanswerable = rows.filter((r) => !r.answerable);
  const citing = answerable.filter((r) => r.allCitedRelevant !== null);
  return {
    questions: rows.length,
    searchRecallAt5: mean(kb.map((r) => r.searchRecall)),
    answerRecall: mean(answerable.map((r) => r.citedRecall)),
    citedPrecision: share(citing, (r) => r.allCitedRelevant),
    declinedFirst: share(unanswerable, (r) => r.declinesFirst),
    // The other side: an answerable question whose answer opens by saying the sources do not cover it.
    answerableDeclinedFirst: share(answerable, (r) => r.declinesFirst),
    inventedFacts: rows.filter((r) => r.invented.length).length,
  };
}

/** Whether a group's figures meet the targets (a figure with no question behind it is not a miss). */
export function misses(m) {
  const out = [];
  if (m.answerRecall !== null && m.answerRecall < TARGETS.answerRecall) out.push('answer recall');
  if (m.citedPrecision !== null && m.citedPrecision < TARGETS.citedPrecision) out.push('cited-source precision');
  if (m.declinedFirst !== null && m.declinedFirst < TARGETS.declinedFirst) out.push('declined first');
  if (m.inventedFacts > TARGETS.inventedFacts) out.push('invented facts');
  return out;
}

/** Overall, per split and per family (families in the order they first appear), and per family within the held-out part. */
export function breakdown(rows) {
  const families = [...new Set(rows.map((r) => r.family))];
  const by = (f) => rows.filter(f);
  return {
    all: metrics(rows),
    splits: Object.fromEntries(['dev', 'heldout'].map((s) => [s, metrics(by((r) => r.split === s))])),
    families: Object.fromEntries(families.map((f) => [f, metrics(by((r) => r.family === f))])),
    heldoutFamilies: Object.fromEntries(families.map((f) => [f, metrics(by((r) => r.family === f && r.split === 'heldout'))]).filter(([, m]) => m.questions > 0)),
  };
}

const pct = (x) => (x === null || x === undefined ? '   n/a' : `${(100 * x).toFixed(1).padStart(5)}%`);

const HEAD = ['group', 'n', 'search r@5', 'answer recall', 'cited prec.', 'declined 1st', 'answerable declined 1st', 'invented'];

/** A table, one line per named group of metrics. */
export function table(groups) {
  const rows = Object.entries(groups).map(([name, m]) => [name, String(m.questions), pct(m.searchRecallAt5), pct(m.answerRecall), pct(m.citedPrecision), pct(m.declinedFirst), pct(m.answerableDeclinedFirst), String(m.inventedFacts)]);
  const widths = HEAD.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(HEAD), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
