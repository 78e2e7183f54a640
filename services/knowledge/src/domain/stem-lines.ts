import { BoundedCache } from '@counsel/kit';
import type { Passage } from './passage.js';
import { lightStem, plainWords } from './search-vocabulary.js';

/** A passage's stems, spaced so a phrase is found as " stem stem ": of its title and text, and of its title alone. */
export interface StemLines { readonly whole: string; readonly title: string }

interface Entry { title: string; text: string; lines: StemLines }

/**
 * The coverage pass stems each of its forty-odd candidates on every search, and the same chunks come back search after
 * search: stemming them again was a visible share of a search's CPU. Kept by chunk id, least recently used out
 * first, so memory stays bounded whatever is indexed. An entry serves only while the chunk's title and text are the
 * ones it was stemmed from: a re-indexed or renamed document may keep its chunk ids, and must be read as it is now.
 */
const MAX_CHUNKS = 5_000;
const cache = new BoundedCache<string, Entry>(MAX_CHUNKS);

const line = (text: string) => ` ${plainWords(text).map(lightStem).join(' ')} `;

export function stemLines(p: Passage): StemLines {
  const known = cache.get(p.id);
  // Read, it is the most recently used.
  if (known && known.text === p.text && known.title === p.title) return known.lines;
  const lines = { whole: line(`${p.title} ${p.text}`), title: line(p.title) };
  cache.set(p.id, { title: p.title, text: p.text, lines });
  return lines;
}

/** How many chunks are remembered (for tests of the bound). */
export function rememberedChunks(): number {
  return cache.size;
}
