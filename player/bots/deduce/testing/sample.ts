// Independent samples of the deals consistent with a seat's knowledge, to check the exact counts where brute
// force can not go (6 seats, early in the game). Plain rejection: a uniform deal (the seat's own hand fixed,
// one card of each kind in the envelope, the rest shuffled to the other seats and the pool), kept when it
// fits every event. A deal is abandoned at the first holder that does not fit, which changes nothing but
// the speed: kept deals are exactly uniform over the consistent ones, and independent.
import type { Knowledge } from "../types";
import { subsets } from "./brute";
import { checker } from "./check";
import type { Rng } from "./rng";

export interface Sampled {
  samples: number;
  tries: number;
  /** card * holderCount + holder: how many samples put the card there. */
  count: Float64Array;
}

/** Stops at `want` samples or `tries` proposals, whichever comes first. */
export function rejectionSample(k: Knowledge, r: Rng, want: number, tries: number): Sampled {
  const ch = checker(k);
  const H = ch.holderCount;
  const mine = ch.maskOf(k.hand);
  const free = k.cards.map((_, i) => i).filter((i) => ((mine >> i) & 1) === 0);
  const byKind = (["suspect", "weapon", "room"] as const).map((kd) => free.filter((c) => k.cards[c]?.kind === kd));
  const others = [...Array(k.handSizes.length).keys()].filter((s) => s !== k.seat);
  const count = new Float64Array(k.cards.length * H);
  const at = new Int32Array(k.cards.length).fill(k.seat);
  const deck = new Int32Array(free.length);
  let got = 0;
  let t = 0;
  const deal = (): boolean => {
    let env = 0;
    for (const cs of byKind) env |= 1 << r.pick(cs);
    if (!ch.envelopeFits(env)) return false;
    let n = 0;
    for (const c of free) if (((env >> c) & 1) === 0) deck[n++] = c;
    for (const c of free) if ((env >> c) & 1) at[c] = ch.envelope;
    let i = 0;
    // Draw each holder's cards from the top of a lazily shuffled deck.
    const draw = (h: number, size: number): boolean => {
      let mask = 0;
      for (let s = 0; s < size; s++, i++) {
        const j = i + r.int(n - i);
        const c = deck[j] ?? 0;
        deck[j] = deck[i] ?? 0;
        deck[i] = c;
        mask |= 1 << c;
        at[c] = h;
      }
      return ch.fits(h, mask);
    };
    for (const s of others) if (!draw(s, k.handSizes[s] ?? 0)) return false;
    return ch.pool < 0 || draw(ch.pool, n - i);
  };
  for (; t < tries && got < want; t++) {
    if (!deal()) continue;
    got++;
    at.forEach((h, c) => (count[c * H + h] = (count[c * H + h] ?? 0) + 1));
  }
  return { samples: got, tries: t, count };
}

/**
 * Block Gibbs sampling, for positions where rejection keeps too few deals: from a consistent deal, pick two
 * or three holders and re-deal their cards among them uniformly over every split that fits (the exact
 * conditional law), so the uniform law on consistent deals is stationary. Samples are correlated: callers
 * judge the error by batch means.
 */
export function gibbsSample(
  k: Knowledge,
  r: Rng,
  start: readonly number[],
  batches: number,
  perBatch: number,
  thin: number,
): Sampled[] {
  const ch = checker(k);
  const H = ch.holderCount;
  const size = [...k.handSizes, 3, k.poolSize];
  const at = Int32Array.from(start);
  const mask = new Int32Array(H);
  at.forEach((h, c) => (mask[h] = (mask[h] ?? 0) | (1 << c)));
  const envelopeOk = (m: number) =>
    (["suspect", "weapon", "room"] as const).every(
      (kd) => k.cards.filter((c, i) => c.kind === kd && (m >> i) & 1).length === 1,
    ) && ch.envelopeFits(m);
  const ok = (h: number, m: number) => (h === ch.envelope ? envelopeOk(m) : ch.fits(h, m));
  const movable = [...Array(H).keys()].filter((h) => h !== k.seat && (size[h] ?? 0) > 0);
  const step = () => {
    const block = r.shuffle(movable).slice(0, r.next() < 0.7 ? 2 : 3);
    const union = block.reduce((u, h) => u | (mask[h] ?? 0), 0);
    const splits: number[][] = [];
    const walk = (i: number, rest: number, acc: number[]) => {
      const h = block[i] ?? 0;
      if (i === block.length - 1) return void (ok(h, rest) && splits.push([...acc, rest]));
      for (const m of subsets(rest, size[h] ?? 0)) if (ok(h, m)) walk(i + 1, rest & ~m, [...acc, m]);
    };
    walk(0, union, []);
    const pick = splits[r.int(splits.length)];
    if (!pick) throw new Error("a consistent deal always has at least itself as a split");
    block.forEach((h, i) => {
      const m = pick[i] ?? 0;
      mask[h] = m;
      for (let c = 0; c < at.length; c++) if ((m >> c) & 1) at[c] = h;
    });
  };
  for (let h = 0; h < H; h++) if (!ok(h, mask[h] ?? 0) && h !== k.seat) throw new Error("the start deal does not fit");
  for (let i = 0; i < 200; i++) step();
  const out: Sampled[] = [];
  for (let b = 0; b < batches; b++) {
    const count = new Float64Array(k.cards.length * H);
    for (let s = 0; s < perBatch; s++) {
      for (let i = 0; i < thin; i++) step();
      at.forEach((h, c) => (count[c * H + h] = (count[c * H + h] ?? 0) + 1));
    }
    out.push({ samples: perBatch, tries: perBatch * thin, count });
  }
  return out;
}
