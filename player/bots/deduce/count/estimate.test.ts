// Past its budget the count gives way to the sampler (estimate.ts), and says so: on 4-seat positions the
// exact count reaches, the estimate forced by a budget of 0 is close to the exact probabilities (about 0.03 off
// per open cell on average, at most 0.08 on a position, no cell 0.3 off: samples are correlated), never
// certain where the count is not, and the same every time; at 10 seats of the Master Detective test edition,
// positions past the real budget are estimated, in the deduction and the notebook alike.
import { describe, expect, it } from "vitest";
import { loadEdition } from "../../../../test/editions";
import { engineFor } from "../../../engine";
import { playBots } from "../../game";
import { cardsOf, knowledgeOf } from "../../knowledge";
import { deduce } from "../deduce";
import { cell, NO, YES } from "../grid";
import { notebook } from "../notebook/notebook";
import { positions } from "../testing/positions";
import { rng } from "../testing/rng";
import { propagateKnowledge } from "../tracker";
import type { Knowledge } from "../types";
import { countGrid } from ".";

const MASTER_DETECTIVE = "../test/fixtures/valid/master-detective";

function gridOf(k: Knowledge) {
  const p = propagateKnowledge(k, false);
  if (!p.ok) throw new Error(p.error.message);
  return p.grid;
}

describe("the count's budget", () => {
  it("gives way to samples close to the exact probabilities, never certain where the count is not", () => {
    // Simulated games (testing/simulate.ts), so that the positions do not move with the bots' play.
    let checked = 0;
    for (const { knowledge: k } of positions(rng(77), 4, 2)) {
      if (checked >= 8) break;
      const g = gridOf(k);
      const exact = countGrid(g, Infinity);
      if (!exact.p.some((x) => x > 0 && x < 1)) continue;
      const est = countGrid(g, 0);
      expect(exact.estimated).toBeNull();
      expect(est.estimated?.samples).toBeGreaterThan(0);
      expect(countGrid(g, 0).p).toEqual(est.p);
      let sum = 0;
      let open = 0;
      for (let i = 0; i < exact.p.length; i++) {
        const x = exact.p[i] ?? 0;
        const y = est.p[i] ?? 0;
        if (x === 0 || x === 1) {
          expect(y).toBe(x);
          continue;
        }
        expect(y).toBeGreaterThan(0);
        expect(y).toBeLessThan(1);
        expect(Math.abs(x - y)).toBeLessThan(0.3);
        sum += Math.abs(x - y);
        open++;
      }
      if (open > 0) expect(sum / open).toBeLessThan(0.08);
      checked++;
    }
    expect(checked).toBe(8);
  });

  it("is passed at 10 seats of Master Detective's size: the deduction and the notebook say they estimate", () => {
    const compiled = loadEdition(MASTER_DETECTIVE);
    const cards = cardsOf(compiled.edition);
    const { viewFor } = engineFor(compiled);
    // Every seat's knowledge after every new record, for two games of hard bots.
    const positions: Knowledge[] = [];
    for (const seed of [100, 101]) {
      const last: unknown[] = [];
      playBots(compiled, {
        levels: Array<string>(10).fill("hard"),
        seed,
        visit: (s) => {
          for (let seat = 0; seat < 10; seat++) {
            const view = viewFor(s, seat, { log: false });
            if (view.records !== last[seat]) {
              last[seat] = view.records;
              positions.push(knowledgeOf(view, cards));
            }
          }
        },
      });
    }
    const past = positions
      .filter((_, i) => i % 13 === 0)
      .filter((k) => {
        const d = deduce(k);
        return d.ok && d.estimated !== null;
      });
    expect(past.length).toBeGreaterThan(0);
    const k = past[0] as Knowledge;
    const d = deduce(k);
    if (!d.ok) throw new Error(d.error.message);
    expect(d.estimated?.samples).toBeGreaterThan(0);
    expect(d.deals).toBeGreaterThan(0);
    const book = notebook(k);
    expect(book.ok && book.estimated).toBe(true);
    // Certain cells are propagation's (or forced by the sizes), never a sample's guess.
    for (let c = 0; c < d.model.cardCount; c++)
      for (let h = 0; h < d.holderCount; h++) {
        const state = d.cells[c * d.holderCount + h];
        if (state === "yes") expect(cell(d.grid, c, h) === YES || (d.p[c * d.holderCount + h] ?? 0) === 1).toBe(true);
        if (cell(d.grid, c, h) === NO) expect(state).toBe("no");
      }
    // The exact notebook of an early position (within the budget) does not say so.
    const early = notebook(positions[0] as Knowledge);
    expect(early.ok && early.estimated).toBe(false);
  });
});
