/**
 * How the catalog reads names and queries, shared by every CatalogIndex adapter so that SQLite FTS5 and
 * Elasticsearch find the same colleges: both index these tokens (not their own tokenizers' idea of a word).
 */

/** US states and territories by code, so "texas" finds Texas colleges as "TX" does. */
export const STATE_NAMES: Readonly<Record<string, string>> = {
  AL: 'Alabama', AK: 'Alaska', AS: 'American Samoa', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado',
  CT: 'Connecticut', DE: 'Delaware', DC: 'District of Columbia', FM: 'Micronesia', FL: 'Florida', GA: 'Georgia',
  GU: 'Guam', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky',
  LA: 'Louisiana', ME: 'Maine', MH: 'Marshall Islands', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan',
  MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire',
  NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota',
  MP: 'Northern Mariana Islands', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PW: 'Palau', PA: 'Pennsylvania',
  PR: 'Puerto Rico', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas',
  UT: 'Utah', VT: 'Vermont', VI: 'Virgin Islands', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia',
  WI: 'Wisconsin', WY: 'Wyoming',
};

/**
 * Lower-case ASCII words: accents folded, apostrophes dropped ("Mary's" → "marys", so "mary" still finds it
 * by prefix), anything else not a letter or digit separates words ("California-Berkeley" → two words).
 */
export function searchTokens(text: string): string[] {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/['\u2019]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A name or query as one comparable string (tokens joined by single spaces): exact and prefix name matches. */
export const normalizedText = (text: string) => searchTokens(text).join(' ');

/**
 * The words a college is found by other than its name and state code: its city and state name. (The code
 * matches only exactly, apart, so that "mit" is not a typo of "MI".)
 */
export const placeText = (city: string, state: string) => normalizedText(`${city} ${STATE_NAMES[state] ?? ''}`);

/**
 * Edits a query word may be away from a catalog word and still match: Elasticsearch's `fuzziness: AUTO`
 * (none up to 2 characters, 1 up to 5, then 2), so both adapters forgive the same typos ("berkley").
 */
export const allowedEdits = (word: string) => (word.length <= 2 ? 0 : word.length <= 5 ? 1 : 2);

/** editDistance's rows, grown when a longer word comes. */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions, as Elasticsearch's fuzzy
 * query counts them), giving up early once it exceeds `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length + 1;
  if (rows[0].length < n) rows = [new Int32Array(n * 2), new Int32Array(n * 2), new Int32Array(n * 2)];
  // Three rolling rows (two back for transpositions), reused between calls: this runs for thousands of
  // catalog words per query word.
  let [prev2, prev, cur] = rows;
  for (let j = 0; j < n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j < n; j++) {
      const bj = b.charCodeAt(j - 1);
      let d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) d = Math.min(d, prev2[j - 2] + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n - 1];
}
