// Probabilities estimated from samples of the consistent deals, for positions whose exact count would pass
// its budget (many seats, many open constraints). A Markov chain over the deals that fit everything known:
// from one such deal (found by `findDeal`, else repaired), propose to swap two cards between their holders,
// or to rotate three cards among three holders, and keep the move when the deal still fits. Pairs and
// triples are drawn uniformly, so the proposal is symmetric and the uniform law on the consistent deals
// (what the exact count measures) is stationary. Known limits: samples are correlated (about 5,000 moves
// for some 24 open cards: at 10 seats a cell is off by 0.03 on average, the worst cell of a position by
// 0.15 to 0.4), and swaps can not always reach every deal (the envelope trading its weapon and its room at
// once needs four holders to move); single-card moves through states that are not deals were tried and
// measured worse. The estimate is for play and for a notebook that says it is one, never for certainty
// (the caller keeps propagation's cells).
// Deterministic: the generator is seeded from the problem itself, so one position always gives one answer.
import { flat, type Flat } from "./flat";
import type { Problem } from "./problem";
import { findDeal } from "./witness";

export interface Estimate {
  /** position * holderCount + holder: how many samples put the card there. */
  hits: Float64Array;
  samples: number;
}

/** Moves tried before the first sample, then moves in all, a sample every THIN. */
const BURN_IN = 1000;
const STEPS = 5000;
const THIN = 5;
/** Placements the depth-first search for a start deal may try (it finds most within a few hundred). */
const SEARCH_BUDGET = 3000;
/** Swaps the repair of a start deal may try. */
const REPAIR_BUDGET = 50_000;

/** null when no start deal was found (the caller counts exactly instead). */
export function estimate(p: Problem, holderCount: number): Estimate | null {
  const r = generator(seedOf(p));
  const start = findDeal(p, null, SEARCH_BUDGET) ?? repaired(p, r);
  if (!start) return null;
  const n = p.cards.length;
  const at = Int32Array.from(start);
  const movable = Int32Array.from([...Array(n).keys()].filter((i) => bits(p.allowed[i] ?? 0) > 1));
  const hits = new Float64Array(n * holderCount);
  // Per position, the constraints it is in: the seat's "at least one of" lists and the envelope's "not all"
  // (constraint i's cards are cards[start[i] .. start[i + 1]), its holder holder[i]; per position, its
  // constraints are list[first[c] .. first[c + 1])).
  const oneOf = flat(
    n,
    p.atLeastOne.map((a) => a.cards),
    p.atLeastOne.map((a) => a.holder),
  );
  const notAll = flat(
    n,
    p.notAll,
    p.notAll.map(() => p.envelope),
  );
  // Per position and holder, that holder's constraints the position is in (in the order of the list):
  // fits looks at a card's constraints for one holder only.
  const seatOf = byHolder(n, holderCount, oneOf);
  const env = p.envelope;
  const allowed = Int32Array.from(p.allowed);
  const kind = Int32Array.from(p.kind);

  /** May holder h give up card x and take card y (every other card of h staying put)? */
  const fits = (h: number, x: number, y: number): boolean => {
    if ((((allowed[y] ?? 0) >> h) & 1) === 0) return false;
    if (h === env) {
      if (kind[x] !== kind[y]) return false;
      for (let l = notAll.first[y] ?? 0, e = notAll.first[y + 1] ?? 0; l < e; l++) {
        const i = notAll.list[l] ?? 0;
        let all = true;
        for (let j = notAll.start[i] ?? 0, f = notAll.start[i + 1] ?? 0; j < f && all; j++) {
          const c = notAll.cards[j] ?? 0;
          all = c === y || (c !== x && at[c] === env);
        }
        if (all) return false;
      }
    }
    for (let l = seatOf.first[x * holderCount + h] ?? 0, e = seatOf.first[x * holderCount + h + 1] ?? 0; l < e; l++) {
      const i = seatOf.list[l] ?? 0;
      let held = false;
      for (let j = oneOf.start[i] ?? 0, f = oneOf.start[i + 1] ?? 0; j < f && !held; j++) {
        const c = oneOf.cards[j] ?? 0;
        held = c === y || (c !== x && at[c] === h);
      }
      if (!held) return false;
    }
    return true;
  };

  const m = movable.length;
  // The samples are tallied as each card leaves a holder: since it came there, it was in every sample taken.
  let samples = 0;
  const since = new Int32Array(n);
  const move = (c: number, to: number): void => {
    const i = c * holderCount + (at[c] ?? 0);
    hits[i] = (hits[i] ?? 0) + (samples - (since[c] ?? 0));
    since[c] = samples;
    at[c] = to;
  };
  // The random numbers are drawn in batches (a call for each was a good part of a step's time), in the same
  // order: a step takes up to four.
  const rnd = new Float64Array(1024);
  let q = rnd.length;
  const step = (): void => {
    if (m < 2) return;
    if (q > rnd.length - 4) {
      let k = 0;
      for (; q < rnd.length; q++) rnd[k++] = rnd[q] ?? 0;
      for (; k < rnd.length; k++) rnd[k] = r();
      q = 0;
    }
    const i = movable[Math.floor((rnd[q++] ?? 0) * m)] ?? 0;
    const j = movable[Math.floor((rnd[q++] ?? 0) * m)] ?? 0;
    const hi = at[i] ?? 0;
    const hj = at[j] ?? 0;
    if (hi === hj) return;
    if (m >= 3 && (rnd[q++] ?? 0) < 0.3) {
      const k = movable[Math.floor((rnd[q++] ?? 0) * m)] ?? 0;
      const hk = at[k] ?? 0;
      if (hk === hi || hk === hj) return;
      // i goes to hj, j to hk, k to hi.
      if (fits(hi, i, k) && fits(hj, j, i) && fits(hk, k, j)) {
        move(i, hj);
        move(j, hk);
        move(k, hi);
      }
      return;
    }
    if (fits(hi, i, j) && fits(hj, j, i)) {
      move(i, hj);
      move(j, hi);
    }
  };
  for (let s = 0; s < BURN_IN; s++) step();
  since.fill(0);
  hits.fill(0);
  for (let s = 0; s < STEPS; s++) {
    step();
    if (s % THIN === 0) samples++;
  }
  for (let c = 0; c < n; c++) {
    const i = c * holderCount + (at[c] ?? 0);
    hits[i] = (hits[i] ?? 0) + (samples - (since[c] ?? 0));
  }
  if (samples === 0) return null;
  return { hits, samples };
}

/**
 * A start deal where the search gave up (tight positions: small hands, many constraints): a deal that fits
 * who may hold what and how many (the search without the constraints), then swaps that do not break more
 * constraints than they mend (now and then one that does, to get out of a corner) until none is broken.
 */
function repaired(p: Problem, r: () => number): Int32Array | null {
  const at = findDeal({ ...p, atLeastOne: [], notAll: [] }, null, SEARCH_BUDGET);
  if (!at) return null;
  const n = p.cards.length;
  const holder = [...p.atLeastOne.map((a) => a.holder), ...p.notAll.map(() => p.envelope)];
  const cards = [...p.atLeastOne.map((a) => a.cards), ...p.notAll];
  const notAllFrom = p.atLeastOne.length;
  // Per constraint, how many of its cards its holder has: a seat's is broken at 0, the envelope's at all.
  const held = new Int32Array(cards.length);
  const of: number[][] = Array.from({ length: n }, () => []);
  cards.forEach((cs, i) => cs.forEach((c) => (of[c]?.push(i), at[c] === holder[i] && (held[i] = (held[i] ?? 0) + 1))));
  const broken = (i: number) => (i < notAllFrom ? held[i] === 0 : held[i] === (cards[i]?.length ?? 0) && held[i] !== 0);
  let bad = 0;
  for (let i = 0; i < cards.length; i++) if (broken(i)) bad++;
  const movable = [...Array(n).keys()].filter((i) => bits(p.allowed[i] ?? 0) > 1);
  const move = (c: number, to: number): number => {
    let delta = 0;
    for (const i of of[c] ?? []) {
      const before = broken(i);
      if (at[c] === holder[i]) held[i] = (held[i] ?? 0) - 1;
      if (to === holder[i]) held[i] = (held[i] ?? 0) + 1;
      delta += Number(broken(i)) - Number(before);
    }
    at[c] = to;
    return delta;
  };
  for (let t = 0; t < REPAIR_BUDGET && bad > 0 && movable.length > 1; t++) {
    const i = movable[Math.floor(r() * movable.length)] ?? 0;
    const j = movable[Math.floor(r() * movable.length)] ?? 0;
    const hi = at[i] ?? 0;
    const hj = at[j] ?? 0;
    if (hi === hj || (((p.allowed[i] ?? 0) >> hj) & 1) === 0 || (((p.allowed[j] ?? 0) >> hi) & 1) === 0) continue;
    if ((hi === p.envelope || hj === p.envelope) && p.kind[i] !== p.kind[j]) continue;
    const delta = move(i, hj) + move(j, hi);
    if (delta <= 0 || r() < 0.05) bad += delta;
    else {
      move(i, hi);
      move(j, hj);
    }
  }
  return bad === 0 ? at : null;
}

/** `flat`'s constraints per position and holder: those of position c and holder h are list[first[c * H + h] .. first[c * H + h + 1]). */
function byHolder(n: number, H: number, f: Flat): { first: Int32Array; list: Int32Array } {
  const first = new Int32Array(n * H + 1);
  for (let c = 0; c < n; c++)
    for (let l = f.first[c] ?? 0, e = f.first[c + 1] ?? 0; l < e; l++) {
      const k = c * H + (f.holder[f.list[l] ?? 0] ?? 0) + 1;
      first[k] = (first[k] ?? 0) + 1;
    }
  for (let k = 1; k <= n * H; k++) first[k] = (first[k] ?? 0) + (first[k - 1] ?? 0);
  const at = first.slice(0, n * H);
  const list = new Int32Array(first[n * H] ?? 0);
  for (let c = 0; c < n; c++)
    for (let l = f.first[c] ?? 0, e = f.first[c + 1] ?? 0; l < e; l++) {
      const i = f.list[l] ?? 0;
      const k = c * H + (f.holder[i] ?? 0);
      list[(at[k] = (at[k] ?? 0) + 1) - 1] = i;
    }
  return { first, list };
}

function bits(x: number): number {
  let k = 0;
  for (; x; x &= x - 1) k++;
  return k;
}

/** A hash of everything the problem says (FNV-1a over its numbers). */
function seedOf(p: Problem): number {
  let h = 0x811c9dc5;
  const mix = (x: number) => void (h = Math.imul(h ^ (x | 0), 0x01000193));
  for (const c of p.cards) mix(c);
  for (const a of p.allowed) mix(a);
  for (const x of p.need) mix(x);
  for (const a of p.atLeastOne) {
    mix(-1 - a.holder);
    a.cards.forEach(mix);
  }
  for (const a of p.notAll) {
    mix(-100);
    a.forEach(mix);
  }
  return h >>> 0;
}

/**
 * mulberry32, as in testing/rng.ts; its state in an array, since a captured number past 2^30 would be a new
 * heap object at every draw.
 */
function generator(seed: number): () => number {
  const state = Uint32Array.of(seed >>> 0);
  return () => {
    state[0] = ((state[0] ?? 0) + 0x6d2b79f5) >>> 0;
    let t: number = state[0];
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
