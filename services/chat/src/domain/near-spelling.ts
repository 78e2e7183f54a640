/** Near spellings: a name or word asked, written with a slip ("Harmen" for "Harmon"), still finds its source. */

/**
 * The rows nearlySame works in, kept and grown as needed: it runs for every word of every source a name or a word
 * asked is looked up in, and three fresh arrays a call were a visible share of a turn's garbage.
 */
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/** Within `max` edits (insert, delete, replace, swap of neighbours), one not merely the other with letters added at the end. */
export function nearlySame(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max || b.length < 5 || a.startsWith(b) || b.startsWith(a)) return false;
  if (rows[0].length <= b.length) rows = rows.map(() => new Int32Array(2 * (b.length + 1)));
  // The edit distance (optimal string alignment), row by row: prev2 is row i-2, prev row i-1, cur row i.
  let prev2 = rows[0], prev = rows[1], cur = rows[2];
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  let prevMin = 0;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let curMin = i;
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      cur[j] = d;
      if (d < curMin) curMin = d;
    }
    // Every later cell comes from this row (+0 or more) or the one before (+1): past max in both, the distance is too.
    if (curMin > max && prevMin >= max) return false;
    prevMin = curMin;
    const spare = prev2;
    prev2 = prev;
    prev = cur;
    cur = spare;
  }
  return prev[b.length] <= max;
}
