// A problem's constraints as flat arrays, for the searches that read them for every card they place (the
// witness deal, the sampler): plain loops and typed arrays, since this is made for most looks at the
// envelope and for every sample, and arrays of arrays built through closures were a good part of it.
export interface Flat {
  /** Constraint i's cards are cards[start[i] .. start[i + 1]). */
  start: Int32Array;
  cards: Int32Array;
  /** Constraint i's holder. */
  holder: Int32Array;
  /** The constraints position c is in, in the order of the list: list[first[c] .. first[c + 1]). */
  first: Int32Array;
  list: Int32Array;
}

export function flat(n: number, sets: readonly (readonly number[])[], holders: readonly number[]): Flat {
  const start = new Int32Array(sets.length + 1);
  const first = new Int32Array(n + 1);
  for (let i = 0; i < sets.length; i++) {
    const s = sets[i] as readonly number[];
    start[i + 1] = (start[i] ?? 0) + s.length;
    for (const c of s) first[c + 1] = (first[c + 1] ?? 0) + 1;
  }
  for (let c = 0; c < n; c++) first[c + 1] = (first[c + 1] ?? 0) + (first[c] ?? 0);
  const cards = new Int32Array(start[sets.length] ?? 0);
  const list = new Int32Array(first[n] ?? 0);
  const fill = first.slice(0, n);
  for (let i = 0; i < sets.length; i++) {
    const s = sets[i] as readonly number[];
    for (let j = 0; j < s.length; j++) {
      const c = s[j] ?? 0;
      cards[(start[i] ?? 0) + j] = c;
      list[(fill[c] = (fill[c] ?? 0) + 1) - 1] = i;
    }
  }
  return { start, cards, holder: Int32Array.from(holders), first, list };
}
