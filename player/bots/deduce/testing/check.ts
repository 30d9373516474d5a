// What the events ask of each holder's cards, read straight off them (no inference): cards it must hold,
// cards it must not hold, sets it must hold one of, the pool's exact cards, what the envelope is or is not.
// Cards are bits of a mask (at most 31 cards), holders numbered as in the deduction: seats, envelope, pool.
import type { Knowledge } from "../types";

export interface Checker {
  holderCount: number;
  envelope: number;
  pool: number;
  bit: (id: string) => number;
  maskOf: (ids: readonly string[]) => number;
  /** Do these cards, as a seat's or the pool's hand, fit every event? */
  fits: (h: number, mask: number) => boolean;
  /** Cards a holder must hold, and cards it must not hold, by the events. */
  must: (h: number) => number;
  mustNot: (h: number) => number;
  /** Does this envelope fit every accusation? */
  envelopeFits: (mask: number) => boolean;
}

export function checker(k: Knowledge): Checker {
  const id = new Map(k.cards.map((c, i) => [c.id, i]));
  const bit = (cid: string) => 1 << (id.get(cid) ?? 0);
  const maskOf = (cs: readonly string[]) => cs.reduce((m, c) => m | bit(c), 0);
  const seats = k.handSizes.length;
  const pool = k.poolSize > 0 ? seats + 1 : -1;
  const H = seats + 1 + (pool >= 0 ? 1 : 0);
  const must = new Array<number>(H).fill(0);
  const mustNot = new Array<number>(H).fill(0);
  const oneOf: number[][] = Array.from({ length: H }, () => []);
  let poolIs = -1;
  for (const e of k.events) {
    if (e.kind === "faceUp") {
      const h = e.holder === "pool" ? pool : e.holder;
      must[h] = (must[h] ?? 0) | maskOf(e.cards);
    } else if (e.kind === "poolSeen") poolIs = maskOf(e.cards);
    else if (e.kind === "shown") must[e.by] = (must[e.by] ?? 0) | bit(e.card);
    else if (e.kind === "suggestion") {
      for (const s of e.passed) mustNot[s] = (mustNot[s] ?? 0) | maskOf(e.cards);
      if (e.disprover !== null) oneOf[e.disprover]?.push(maskOf(e.cards));
      if (e.disprover !== null && e.shown) must[e.disprover] = (must[e.disprover] ?? 0) | bit(e.shown);
    }
  }
  const accusations = k.events.flatMap((e) =>
    e.kind === "accusation" ? [{ mask: maskOf(e.cards), correct: e.correct }] : [],
  );
  return {
    holderCount: H,
    envelope: seats,
    pool,
    bit,
    maskOf,
    fits: (h, mask) =>
      (mask & (must[h] ?? 0)) === must[h] &&
      (mask & (mustNot[h] ?? 0)) === 0 &&
      (oneOf[h] ?? []).every((t) => (mask & t) !== 0) &&
      (h !== pool || poolIs < 0 || mask === poolIs),
    must: (h) => must[h] ?? 0,
    mustNot: (h) => mustNot[h] ?? 0,
    envelopeFits: (mask) => accusations.every((a) => (mask === a.mask) === a.correct),
  };
}
