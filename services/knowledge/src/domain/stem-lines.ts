import { BoundedCache } from '@counsel/kit';
import type { Passage } from './passage.js';
import { lightStem, plainWords } from './search-vocabulary.js';

/**
 * A passage's stems, spaced so a phrase is found as " stem stem ": of its title and text, and of its title alone; with
 * the set of each line's stems, where a single word is looked up (lineHolds).
 */
export interface StemLines { readonly whole: string; readonly title: string; readonly wholeStems: ReadonlySet<string>; readonly titleStems: ReadonlySet<string> }

interface Entry { title: string; text: string; lines: StemLines }

/**
 * The coverage pass stems each of its forty-odd candidates on every search, and the same chunks come back search after
 * search: stemming them again was a visible share of a search's CPU. Kept by chunk id, least recently used out
 * first, so memory stays bounded whatever is indexed. An entry serves only while the chunk's title and text are the
 * ones it was stemmed from: a re-indexed or renamed document may keep its chunk ids, and must be read as it is now.
 */
const MAX_CHUNKS = 5_000;
const cache = new BoundedCache<string, Entry>(MAX_CHUNKS);

const stemsOf = (text: string) => plainWords(text).map(lightStem);
const line = (stems: readonly string[]) => ` ${stems.join(' ')} `;

/** A query word or phrase as a stem line spells it (" stem " or " stem stem "), and its stem when it is one word. */
export interface StemKey { readonly spaced: string; readonly single: string | null }

export function stemKey(text: string): StemKey {
  const stems = stemsOf(text);
  return { spaced: line(stems), single: stems.length === 1 ? stems[0] : null };
}

/**
 * Whether a stem line holds the key. A single stem is looked up in the line's set: the same answer as finding
 * " stem " in the line (a stem is never empty and holds no space), without reading the whole line once for every
 * word and equivalent asked.
 */
export function lineHolds(line: string, stems: ReadonlySet<string>, key: StemKey): boolean {
  return key.single !== null ? stems.has(key.single) : line.includes(key.spaced);
}

export function stemLines(p: Passage): StemLines {
  const known = cache.get(p.id);
  // Read, it is the most recently used.
  if (known && known.text === p.text && known.title === p.title) return known.lines;
  const whole = stemsOf(`${p.title} ${p.text}`);
  const title = stemsOf(p.title);
  const lines = { whole: line(whole), title: line(title), wholeStems: new Set(whole), titleStems: new Set(title) };
  cache.set(p.id, { title: p.title, text: p.text, lines });
  return lines;
}

/** How many chunks are remembered (for tests of the bound). */
export function rememberedChunks(): number {
  return cache.size;
}
