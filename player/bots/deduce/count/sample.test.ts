// At 6 seats brute force is out of reach for most positions, so the exact probabilities on positions from
// real games (the engine, bots of mixed levels) are checked against
// samples of consistent deals: independent rejection samples early in the game (error bound from the
// binomial law), block Gibbs samples later (error bound from 50 batch means). Tolerance: 5.5 standard errors
// plus 1e-3; a wrong count (a missed constraint, an off-by-one in a hand) moves cells by far more.
import { describe, expect, it } from "vitest";
import { deduce } from "../deduce";
import { realPositions } from "../../testing/real-games";
import { trueHolders } from "../testing/positions";
import { rng } from "../testing/rng";
import { gibbsSample, rejectionSample } from "../testing/sample";
import { quick } from "../../../../test/quick";

const Z = 5.5;
const EARLY = quick(6, 1);
const LATE = quick(12, 2);

describe("exact probabilities agree with samples of consistent deals at 6 seats", () => {
  it("with rejection sampling early in the game", () => {
    const r = rng(6001);
    let checked = 0;
    for (const p of realPositions(r, 6, 2)) {
      if (checked >= EARLY) break;
      if (p.index > 3) continue;
      const s = rejectionSample(p.knowledge, r, 100_000, 2_000_000);
      if (s.samples < 100_000) continue;
      const d = deduce(p.knowledge);
      if (!d.ok) throw new Error(d.error.message);
      for (let i = 0; i < d.p.length; i++) {
        const exact = d.p[i] ?? 0;
        const se = Math.sqrt((exact * (1 - exact)) / s.samples);
        expect(Math.abs((s.count[i] ?? 0) / s.samples - exact)).toBeLessThanOrEqual(Z * se + 1e-3);
      }
      checked++;
    }
    expect(checked).toBe(EARLY);
  });

  it("with block Gibbs sampling later in the game", () => {
    const r = rng(6002);
    let checked = 0;
    for (const p of realPositions(r, 6, 1)) {
      if (checked >= LATE) break;
      if (p.index < 6) continue;
      const d = deduce(p.knowledge);
      if (!d.ok) throw new Error(d.error.message);
      const batches = gibbsSample(p.knowledge, r, trueHolders(p), 50, 800, 2);
      for (let i = 0; i < d.p.length; i++) {
        const means = batches.map((b) => (b.count[i] ?? 0) / b.samples);
        const mean = means.reduce((a, b) => a + b, 0) / means.length;
        const variance = means.reduce((a, b) => a + (b - mean) ** 2, 0) / (means.length - 1);
        expect(Math.abs(mean - (d.p[i] ?? 0))).toBeLessThanOrEqual(Z * Math.sqrt(variance / means.length) + 1e-3);
      }
      checked++;
    }
    expect(checked).toBe(LATE);
  });
});
