/**
 * Typos a search forgives (issue 46), as Meilisearch and Typesense do by default: one edit in a word of
 * 5 letters or more, two from 9. An edit inserts, deletes or changes a letter, or swaps two neighbours
 * (the optimal string alignment distance). Letters are counted in the word as it is compared
 * (`normalWord`: folded, singular), so a word and its plural are forgiven alike. Words with a digit
 * (codes, sizes) are never forgiven one.
 */

/** Letters from which a word is forgiven one typo, and two. */
const ONE_TYPO_FROM = 5;
const TWO_TYPOS_FROM = 9;

/** How many typos a word is forgiven. */
export function typoBudget(word: string, digits = false): number {
  if (digits) return 0;
  const letters = [...word].length;
  return letters >= TWO_TYPOS_FROM ? 2 : letters >= ONE_TYPO_FROM ? 1 : 0;
}

// Three rows of the distance table in one array, reused: a search runs in one turn of the event loop.
let table = new Int32Array(3 * 64);

/**
 * The fewest edits that turn `a` into `b`, or into a start of `b` when `prefix` (a word still being
 * typed: "slipr" is one edit from "slipp", the start of "slipper"); `max + 1` when more than `max`.
 * Compared by UTF-16 unit: folded words hold no surrogate pairs but in scripts a shop does not sell in.
 */
export function editDistance(a: string, b: string, max: number, prefix = false): number {
  const n = a.length;
  const m = prefix ? Math.min(b.length, n + max) : b.length;
  if (!prefix && Math.abs(n - m) > max) return max + 1;
  if (prefix && m < n - max) return max + 1;
  const width = m + 1;
  if (table.length < 3 * width) table = new Int32Array(6 * width);
  const t = table;
  // Row i lives at (i % 3) * width: the row before it and the one before that are the other two.
  for (let j = 0; j <= m; j++) t[j] = j;
  let last = 0;
  for (let i = 1; i <= n; i++) {
    const row = (i % 3) * width;
    const up = ((i - 1) % 3) * width;
    const upUp = ((i + 1) % 3) * width;
    t[row] = i;
    let rowBest = i;
    const ai = a.charCodeAt(i - 1);
    const before = i > 1 ? a.charCodeAt(i - 2) : -1;
    for (let j = 1; j <= m; j++) {
      const bj = b.charCodeAt(j - 1);
      let cost = (t[up + j - 1] as number) + (ai === bj ? 0 : 1);
      const del = (t[up + j] as number) + 1;
      if (del < cost) cost = del;
      const ins = (t[row + j - 1] as number) + 1;
      if (ins < cost) cost = ins;
      if (j > 1 && ai === b.charCodeAt(j - 2) && before === bj) {
        const swap = (t[upUp + j - 2] as number) + 1;
        if (swap < cost) cost = swap;
      }
      t[row + j] = cost;
      if (cost < rowBest) rowBest = cost;
    }
    // No later row can do better than this one's best: give up early.
    if (rowBest > max) return max + 1;
    last = row;
  }
  // A prefix may end anywhere in `b`; a whole word at its end.
  if (!prefix) return Math.min(t[last + m] as number, max + 1);
  let best = max + 1;
  for (let j = Math.max(0, n - max); j <= m; j++)
    if ((t[last + j] as number) < best) best = t[last + j] as number;
  return best;
}
