// One deal consistent with everything known, found by a bounded depth-first search: when it exists, each
// placement in it is possible (its exact probability is above 0), which is sometimes all a question needs,
// at a small part of the cost of counting every deal (and a deal to start the sampler of estimate.ts from).
// The search may give up; then only the count can tell.
import { flat } from "./flat";
import type { Problem } from "./problem";

/** How many placements the search tries before giving up. */
const BUDGET = 3000;

/**
 * A holder for every card of the problem (by position), with card position `force.pos` put with
 * `force.holder` when given; null when none was found within the budget (which proves nothing).
 */
export function findDeal(
  p: Problem,
  force: { pos: number; holder: number } | null = null,
  budget = BUDGET,
): Int32Array | null {
  const n = p.cards.length;
  const H = p.need.length;
  const at = new Int32Array(n).fill(-1);
  const need = Int32Array.from(p.need);
  const kindNeed = Int32Array.from(p.envelopeNeeds);
  const allowed = Int32Array.from(p.allowed);
  if (force) allowed[force.pos] = (allowed[force.pos] ?? 0) & (1 << force.holder);
  // Cards not yet placed that could still go to each holder (and to the envelope, by kind): a holder that
  // needs more than it can still get ends the branch at once.
  const supply = new Int32Array(H);
  const kindSupply = new Int32Array(3);
  for (let c = 0; c < n; c++) {
    for (let h = 0; h < H; h++) if (((allowed[c] ?? 0) >> h) & 1) supply[h] = (supply[h] ?? 0) + 1;
    if (((allowed[c] ?? 0) >> p.envelope) & 1) kindSupply[p.kind[c] ?? 0] = (kindSupply[p.kind[c] ?? 0] ?? 0) + 1;
  }
  // Per card, the constraints it is in, and the holders of the constraints it is in, as bits.
  const {
    first: oneOfStart,
    list: oneOf,
    start: cardsStart,
    cards: cardsOf,
    holder: constraintHolder,
  } = flat(
    n,
    p.atLeastOne.map((a) => a.cards),
    p.atLeastOne.map((a) => a.holder),
  );
  const { first: notAllStart, list: notAllOf, start: notAllCardsStart, cards: notAllCards } = flat(n, p.notAll, []);
  const wantedBy = new Int32Array(n);
  for (const a of p.atLeastOne) for (const c of a.cards) wantedBy[c] = (wantedBy[c] ?? 0) | (1 << a.holder);
  // Cards under a constraint first, then by fewest choices, else in position order: a stable counting sort
  // by that key (the order a stable sort by it gives).
  const keyOf = (c: number) => ((oneOfStart[c + 1] ?? 0) > (oneOfStart[c] ?? 0) ? 0 : 33) + bits(allowed[c] ?? 0);
  const byKey = new Int32Array(67);
  for (let c = 0; c < n; c++) byKey[keyOf(c) + 1] = (byKey[keyOf(c) + 1] ?? 0) + 1;
  for (let k = 1; k < 67; k++) byKey[k] = (byKey[k] ?? 0) + (byKey[k - 1] ?? 0);
  const order = new Int32Array(n);
  for (let c = 0; c < n; c++) {
    const k = keyOf(c);
    order[(byKey[k] = (byKey[k] ?? 0) + 1) - 1] = c;
  }
  const kindOf = Int32Array.from(p.kind);
  const env = p.envelope;
  let tries = 0;

  const fits = (c: number): boolean => {
    for (let l = oneOfStart[c] ?? 0, e = oneOfStart[c + 1] ?? 0; l < e; l++) {
      const i = oneOf[l] ?? 0;
      const holder = constraintHolder[i] ?? 0;
      let ok = false;
      for (let j = cardsStart[i] ?? 0, f = cardsStart[i + 1] ?? 0; j < f && !ok; j++) {
        const x = cardsOf[j] ?? 0;
        const h = at[x] ?? 0;
        ok = h === holder || (h === -1 && (((allowed[x] ?? 0) >> holder) & 1) === 1);
      }
      if (!ok) return false;
    }
    for (let l = notAllStart[c] ?? 0, e = notAllStart[c + 1] ?? 0; l < e; l++) {
      const i = notAllOf[l] ?? 0;
      let all = true;
      for (let j = notAllCardsStart[i] ?? 0, f = notAllCardsStart[i + 1] ?? 0; j < f && all; j++)
        all = at[notAllCards[j] ?? 0] === env;
      if (all) return false;
    }
    for (let h = 0; h < H; h++) if ((supply[h] ?? 0) < (need[h] ?? 0)) return false;
    for (let k = 0; k < 3; k++) if ((kindSupply[k] ?? 0) < (kindNeed[k] ?? 0)) return false;
    return true;
  };
  const take = (c: number, sign: number): void => {
    const mask = allowed[c] ?? 0;
    for (let h = 0; h < H; h++) if ((mask >> h) & 1) supply[h] = (supply[h] ?? 0) - sign;
    if ((mask >> env) & 1) kindSupply[kindOf[c] ?? 0] = (kindSupply[kindOf[c] ?? 0] ?? 0) - sign;
  };
  // A card under a constraint tries the constrained holder first; then the holders with the least slack
  // (ties in holder order): written at depth k of `tried`, and how many.
  const tried = new Int32Array((n + 1) * H);
  const choices = (c: number, k: number): number => {
    const mask = allowed[c] ?? 0;
    const wanted = wantedBy[c] ?? 0;
    const base = k * H;
    let len = 0;
    for (let h = 0; h < H; h++) {
      if (((mask >> h) & 1) === 0 || (need[h] ?? 0) <= 0) continue;
      // Insertion after every holder that does not come after h (a stable sort).
      const wh = (wanted >> h) & 1;
      const sh = (supply[h] ?? 0) - (need[h] ?? 0);
      let i = len;
      for (; i > 0; i--) {
        const g = tried[base + i - 1] ?? 0;
        const wg = (wanted >> g) & 1;
        const d = wh - wg || (supply[g] ?? 0) - (need[g] ?? 0) - sh;
        if (d <= 0) break;
        tried[base + i] = g;
      }
      tried[base + i] = h;
      len++;
    }
    return len;
  };

  const place = (k: number): boolean => {
    if (k === n) return true;
    const c = order[k] ?? 0;
    const kind = kindOf[c] ?? 0;
    take(c, 1);
    const len = choices(c, k);
    for (let x = 0; x < len; x++) {
      const h = tried[k * H + x] ?? 0;
      const isEnv = h === env;
      if (isEnv && (kindNeed[kind] ?? 0) === 0) continue;
      if (++tries > budget) break;
      at[c] = h;
      need[h] = (need[h] ?? 0) - 1;
      if (isEnv) kindNeed[kind] = (kindNeed[kind] ?? 0) - 1;
      if (fits(c) && place(k + 1)) return true;
      at[c] = -1;
      need[h] = (need[h] ?? 0) + 1;
      if (isEnv) kindNeed[kind] = (kindNeed[kind] ?? 0) + 1;
    }
    take(c, -1);
    return false;
  };
  return place(0) ? at : null;
}

function bits(x: number): number {
  let n = 0;
  for (; x; x &= x - 1) n++;
  return n;
}
