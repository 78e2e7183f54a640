import { BoundedCache } from '@counsel/kit';
import type { Passage } from './chat.js';
import { wordSet } from './question-focus.js';
import { sentences, terms } from './text-analysis.js';

/** What the offline answerer reads from a passage on every turn that retrieves it, whatever the question. */
export interface PassageAnalysis {
  /** The text's sentences (sentences()). */
  readonly sentences: readonly string[];
  /** The words of its title and text, as names are looked up in them (wordSet()). */
  readonly words: ReadonlySet<string>;
  /** The content terms of its title and text. */
  readonly terms: ReadonlySet<string>;
  /** The content terms of its title. */
  readonly titleTerms: ReadonlySet<string>;
}

interface Entry { title: string; text: string; analysis: PassageAnalysis; derived: Map<string, unknown> }

/**
 * The same passages come back turn after turn, and reading them again (splitting, tokenizing, stemming) was a large
 * share of an offline answer's CPU. Kept by passage id, least recently used out first, so memory stays bounded
 * whatever the traffic. An entry is only used while the passage's title and text are the ones it was read from:
 * an edited document keeps its chunk ids, and must never be answered from what it used to say.
 */
const MAX_PASSAGES = 2_000;
const cache = new BoundedCache<string, Entry>(MAX_PASSAGES);

export function passageAnalysis(p: Passage): PassageAnalysis {
  return entryFor(p).analysis;
}

/**
 * Something else a reader derives from the passage alone (not from the question), kept with its analysis under
 * `name` and dropped with it when the passage changes.
 */
export function derivedFromPassage<T>(p: Passage, name: string, derive: (analysis: PassageAnalysis) => T): T {
  const entry = entryFor(p);
  if (!entry.derived.has(name)) entry.derived.set(name, derive(entry.analysis));
  return entry.derived.get(name) as T;
}

/**
 * A turn reads the same passage objects many times over (each reader, each line): the entry found for one is kept
 * with the object itself, so later reads skip the lookup by id and the comparison of its whole text. Still checked
 * against the title and text (the very same strings then, compared at once), so a changed object is read again.
 */
const byObject = new WeakMap<Passage, { title: string; text: string; entry: Entry }>();

function entryFor(p: Passage): Entry {
  const seen = byObject.get(p);
  if (seen && seen.text === p.text && seen.title === p.title) return seen.entry;
  const entry = entryById(p);
  byObject.set(p, { title: p.title, text: p.text, entry });
  return entry;
}

function entryById(p: Passage): Entry {
  const known = cache.get(p.id);
  // Read, it is the most recently used.
  if (known && known.text === p.text && known.title === p.title) return known;
  const whole = `${p.title}\n${p.text}`;
  const analysis: PassageAnalysis = {
    sentences: Object.freeze(sentences(p.text)),
    words: wordSet(whole),
    terms: new Set(terms(whole)),
    titleTerms: new Set(terms(p.title)),
  };
  return cache.set(p.id, { title: p.title, text: p.text, analysis, derived: new Map<string, unknown>() });
}

/** How many passages are remembered (for tests of the bound). */
export function rememberedPassages(): number {
  return cache.size;
}
