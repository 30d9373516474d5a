// Whether the envelope is certain, settled without the count where it can be, against the exact count.
import { describe, expect, it } from "vitest";
import { problemOf } from "./count/problem";
import { findDeal } from "./count/witness";
import { deduce } from "./deduce";
import { envelopeSettled, traded } from "./envelope";
import { checker } from "./testing/check";
import { positions } from "./testing/positions";
import { rng } from "./testing/rng";
import { KINDS } from "./types";

describe("the envelope settled without counting", () => {
  for (const seats of [3, 4, 5, 6]) {
    it(`agrees with the exact count on 300 positions at ${seats} seats`, () => {
      let settled = 0;
      let certain = 0;
      let n = 0;
      for (const { knowledge } of positions(rng(500 + seats), seats, 3)) {
        if (n++ >= 300) break;
        const d = deduce(knowledge);
        if (!d.ok) throw new Error(d.error.message);
        const s = envelopeSettled(d.grid);
        if (s === "count") continue;
        settled++;
        const counted = KINDS.map((k) => d.solution[k]);
        if (s.certain) {
          certain++;
          expect(KINDS.map((k) => knowledge.cards[s.solution[k]]?.id)).toEqual(counted);
        } else expect(counted.some((c) => c === null)).toBe(true);
      }
      // The quick look settles nearly every position; the count is the exception.
      expect(settled).toBeGreaterThan(0.95 * 300);
      expect(certain).toBeGreaterThan(0);
    });
  }

  it("trades an envelope card for another only where the deal still fits every event", () => {
    let tried = 0;
    let fits = 0;
    let n = 0;
    for (const { knowledge } of positions(rng(901), 4, 3)) {
      if (n++ >= 300) break;
      const d = deduce(knowledge);
      if (!d.ok) throw new Error(d.error.message);
      const p = problemOf(d.grid, false);
      const env = d.model.envelope;
      const first = findDeal(p);
      if (!first) continue;
      const check = checker(knowledge);
      for (let pos = 0; pos < p.cards.length; pos++) {
        const swap = p.cards.findIndex((_, e) => first[e] === env && p.kind[e] === p.kind[pos]);
        if (first[pos] === env || swap < 0) continue;
        tried++;
        if (!traded(p, first, pos, swap)) continue;
        fits++;
        const holder = knowledge.cards.map((_, c) => {
          for (let h = 0; h < d.holderCount; h++) if (d.grid.state[c * d.holderCount + h] === 1) return h;
          const at = p.cards.indexOf(c);
          return at === pos ? env : at === swap ? (first[pos] ?? -1) : (first[at] ?? -1);
        });
        const held = (h: number) => knowledge.cards.reduce((m, c, i) => (holder[i] === h ? m | check.bit(c.id) : m), 0);
        for (let h = 0; h < d.holderCount; h++)
          expect(h === env ? check.envelopeFits(held(h)) : check.fits(h, held(h))).toBe(true);
      }
    }
    // Most trades fit; some do not.
    expect(fits).toBeGreaterThan(100);
    expect(fits).toBeLessThan(tried);
  });

  it("finds deals that fit every event, with the card it was asked to place where it was asked", () => {
    let found = 0;
    let n = 0;
    for (const { knowledge } of positions(rng(900), 4, 3)) {
      if (n++ >= 200) break;
      const d = deduce(knowledge);
      if (!d.ok) throw new Error(d.error.message);
      const p = problemOf(d.grid, false);
      const env = d.model.envelope;
      const want = p.cards.findIndex((c) => (d.p[c * d.holderCount + env] ?? 0) > 0);
      const deal = findDeal(p, want >= 0 ? { pos: want, holder: env } : null);
      if (!deal) continue;
      found++;
      if (want >= 0) expect(deal[want]).toBe(env);
      // The whole deal: what propagation placed, then what the search placed.
      const holder = knowledge.cards.map((_, c) => {
        for (let h = 0; h < d.holderCount; h++) if (d.grid.state[c * d.holderCount + h] === 1) return h;
        return deal[p.cards.indexOf(c)] ?? -1;
      });
      const check = checker(knowledge);
      const held = (h: number) => knowledge.cards.reduce((m, c, i) => (holder[i] === h ? m | check.bit(c.id) : m), 0);
      for (let h = 0; h < d.holderCount; h++) {
        const count = holder.filter((x) => x === h).length;
        if (h === env) {
          expect(count).toBe(3);
          expect(check.envelopeFits(held(h))).toBe(true);
          expect(new Set(knowledge.cards.filter((_, i) => holder[i] === h).map((c) => c.kind)).size).toBe(3);
        } else {
          expect(count).toBe(h < knowledge.handSizes.length ? knowledge.handSizes[h] : knowledge.poolSize);
          expect(check.fits(h, held(h))).toBe(true);
        }
      }
    }
    expect(found).toBeGreaterThan(190);
  });
});
