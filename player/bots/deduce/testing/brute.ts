// The obviously correct reference: every envelope (one card of each kind) and every deal of the other cards
// to the other seats and the pool, each checked against every event; counts per card and holder.
// Per node it adds the number of deals below it, rather than visiting cards at every leaf: same sums.
import type { Knowledge } from "../types";
import { checker } from "./check";

export interface BruteCount {
  deals: number;
  /** card * holderCount + holder, holders as in the deduction: seats, envelope, pool. */
  count: Float64Array;
  holderCount: number;
}

/** Returns null when more than `budget` hands would be tried (to skip positions too big to enumerate). */
export function bruteForce(k: Knowledge, budget = Infinity): BruteCount | null {
  const n = k.cards.length;
  const { holderCount: H, envelope: env, pool, maskOf, fits, envelopeFits, must, mustNot } = checker(k);
  const seats = k.handSizes.length;
  const count = new Float64Array(n * H);
  const hands = new Array<number>(H).fill(0);
  hands[k.seat] = maskOf(k.hand);
  if (!fits(k.seat, hands[k.seat] ?? 0)) return { deals: 0, count, holderCount: H };

  const all = (1 << n) - 1;
  const rest0 = all & ~(hands[k.seat] ?? 0);
  const order = [...Array(seats).keys()].filter((s) => s !== k.seat);
  const sizes = order.map((s) => k.handSizes[s] ?? 0);
  let tried = 0;
  const add = (h: number, mask: number, times: number) => {
    for (let m = mask; m !== 0; m &= m - 1) {
      const c = 31 - Math.clz32(m & -m);
      count[c * H + h] = (count[c * H + h] ?? 0) + times;
    }
  };
  // Deals of `rest` to order[i..] and the pool; returns how many fit, adding each hand's share on the way.
  const deal = (i: number, rest: number): number => {
    if (i === order.length) {
      if (pool < 0) return rest === 0 ? 1 : 0;
      if (!fits(pool, rest)) return 0;
      add(pool, rest, 1);
      return 1;
    }
    const h = order[i] ?? 0;
    let total = 0;
    // Only hands with the cards it must hold and none it must not (`fits` checks everything again).
    const sure = must(h);
    if ((rest & sure) !== sure) return 0;
    for (const extra of subsets(rest & ~sure & ~mustNot(h), (sizes[i] ?? 0) - bits(sure))) {
      const hand = sure | extra;
      if (++tried > budget) throw BUDGET;
      if (!fits(h, hand)) continue;
      const below = deal(i + 1, rest & ~hand);
      if (below > 0) {
        add(h, hand, below);
        total += below;
      }
    }
    return total;
  };
  const ofKind = (kind: string) =>
    k.cards.map((c, i) => (c.kind === kind && (rest0 >> i) & 1 ? i : -1)).filter((i) => i >= 0);
  let deals = 0;
  try {
    for (const s of ofKind("suspect"))
      for (const w of ofKind("weapon"))
        for (const r of ofKind("room")) {
          const e = (1 << s) | (1 << w) | (1 << r);
          if (!envelopeFits(e)) continue;
          const below = deal(0, rest0 & ~e);
          if (below > 0) {
            add(env, e, below);
            deals += below;
          }
        }
  } catch (e) {
    if (e === BUDGET) return null;
    throw e;
  }
  if (deals > 0) add(k.seat, hands[k.seat] ?? 0, deals);
  return { deals, count, holderCount: H };
}

const BUDGET = new Error("over budget");

/** Every subset of `mask` with `size` bits. */
export function subsets(mask: number, size: number): number[] {
  const bits: number[] = [];
  for (let c = 0; c < 31; c++) if ((mask >> c) & 1) bits.push(1 << c);
  const out: number[] = [];
  if (size >= 0) pick(bits, 0, size, 0, out);
  return out;
}

function pick(bits: readonly number[], from: number, left: number, acc: number, out: number[]): void {
  if (left === 0) return void out.push(acc);
  for (let i = from; i <= bits.length - left; i++) pick(bits, i + 1, left - 1, acc | (bits[i] ?? 0), out);
}

function bits(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}
