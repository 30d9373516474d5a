// One deal consistent with everything known, found by a bounded depth-first search: when it exists, each
// placement in it is possible (its exact probability is above 0), which is sometimes all a question needs,
// at a small part of the cost of counting every deal (and a deal to start the sampler of estimate.ts from).
// The search may give up; then only the count can tell.
import type { Problem } from "./problem";

/** How many placements the search tries before giving up. */
const BUDGET = 3000;

/**
 * A holder for every card of the problem (by position), with card position `force.pos` put with
 * `force.holder` when given; null when none was found within the budget (which proves nothing).
 */
export function findDeal(p: Problem, force: { pos: number; holder: number } | null = null, budget = BUDGET): Int32Array | null {
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
  // Per card, the constraints it is in; and the holders of the constraints it is in, as bits.
  const atLeastOneOf: number[][] = Array.from({ length: n }, () => []);
  const wantedBy = new Int32Array(n);
  p.atLeastOne.forEach((a, i) =>
    a.cards.forEach((c) => {
      atLeastOneOf[c]?.push(i);
      wantedBy[c] = (wantedBy[c] ?? 0) | (1 << a.holder);
    }));
  const notAllOf: number[][] = Array.from({ length: n }, () => []);
  p.notAll.forEach((a, i) => a.forEach((c) => notAllOf[c]?.push(i)));
  const constraintHolder = Int32Array.from(p.atLeastOne, (a) => a.holder);
  const constraintCards = p.atLeastOne.map((a) => Int32Array.from(a.cards));
  const notAllCards = p.notAll.map((a) => Int32Array.from(a));
  // Cards under a constraint first, then by fewest choices.
  const order = [...Array(n).keys()].sort((a, b) =>
    Number((atLeastOneOf[b]?.length ?? 0) > 0) - Number((atLeastOneOf[a]?.length ?? 0) > 0) || bits(allowed[a] ?? 0) - bits(allowed[b] ?? 0));
  const kindOf = Int32Array.from(p.kind);
  const env = p.envelope;
  let tries = 0;

  const fits = (c: number): boolean => {
    for (const i of atLeastOneOf[c] ?? []) {
      const holder = constraintHolder[i] ?? 0;
      const cards = constraintCards[i] as Int32Array;
      let ok = false;
      for (let j = 0; j < cards.length && !ok; j++) {
        const x = cards[j] ?? 0;
        const h = at[x] ?? 0;
        ok = h === holder || (h === -1 && (((allowed[x] ?? 0) >> holder) & 1) === 1);
      }
      if (!ok) return false;
    }
    for (const i of notAllOf[c] ?? []) {
      const cards = notAllCards[i] as Int32Array;
      let all = true;
      for (let j = 0; j < cards.length && all; j++) all = at[cards[j] ?? 0] === env;
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
    const c = order[k] as number;
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
