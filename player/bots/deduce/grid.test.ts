// The grid's tally (how many cells are YES and open, per holder and kind and per card), which the rules read
// instead of scanning: it must always be what a scan of the cells gives, through a tracker's grid carried
// from one knowledge to the next too, and a copy of a grid with a state array of its own counts its own
// (copyGrid hands it a copy of the original's).
import { describe, expect, it } from "vitest";
import { assert, cell, copyGrid, NO, tallyOf, UNKNOWN, YES, type Grid } from "./grid";
import { positions } from "./testing/positions";
import { rng } from "./testing/rng";
import { propagateKnowledge, tracker } from "./tracker";

function scanned(g: Grid) {
  const m = g.model;
  const t = {
    holderYes: new Array<number>(m.holderCount * 3).fill(0),
    holderOpen: new Array<number>(m.holderCount * 3).fill(0),
    cardYes: new Array<number>(m.cardCount).fill(0),
    cardOpen: new Array<number>(m.cardCount).fill(0),
  };
  for (let c = 0; c < m.cardCount; c++)
    for (let h = 0; h < m.holderCount; h++) {
      const v = cell(g, c, h);
      const at = h * 3 + (m.kind[c] ?? 0);
      const add = (list: number[], i: number) => void (list[i] = (list[i] ?? 0) + 1);
      if (v === YES) {
        add(t.holderYes, at);
        add(t.cardYes, c);
      }
      if (v === UNKNOWN) {
        add(t.holderOpen, at);
        add(t.cardOpen, c);
      }
    }
  return t;
}

const kept = (g: Grid) => {
  const t = tallyOf(g);
  return {
    holderYes: [...t.holderYes],
    holderOpen: [...t.holderOpen],
    cardYes: [...t.cardYes],
    cardOpen: [...t.cardOpen],
  };
};

describe("the grid's tally", () => {
  it("is what a scan of the cells gives, from scratch and through a tracker", () => {
    let checked = 0;
    for (const seats of [3, 4, 6]) {
      const track = tracker();
      let n = 0;
      for (const { game } of positions(rng(40 + seats), seats, 1)) {
        if (n++ >= 3) break;
        for (const k of game.positions) {
          for (const r of [propagateKnowledge(k), track(k)]) {
            if (!r.ok || r.grid.contradiction) continue;
            expect(kept(r.grid)).toEqual(scanned(r.grid));
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("of a copy with its own state array is the copy's, and the original's stays as it was", () => {
    const { knowledge } = positions(rng(5), 4, 1).next().value as {
      knowledge: Parameters<typeof propagateKnowledge>[0];
    };
    const r = propagateKnowledge(knowledge, false);
    if (!r.ok) throw new Error(r.error.message);
    const before = kept(r.grid);
    // Made by hand (the original's tally comes along and is not the copy's) or by copyGrid (its own comes along).
    for (const copy of [
      { ...r.grid, state: r.grid.state.slice(), factAt: r.grid.factAt.slice(), facts: r.grid.facts.slice() },
      copyGrid(r.grid),
    ]) {
      let c = 0;
      let h = 0;
      while (cell(copy, c, h) !== UNKNOWN) {
        h = (h + 1) % copy.model.holderCount;
        h === 0 && c++;
      }
      expect(assert(copy, c, h, "no", { rule: "counting" }, [])).toBe(true);
      expect(cell(copy, c, h)).toBe(NO);
      expect(cell(r.grid, c, h)).toBe(UNKNOWN);
      expect(kept(copy)).toEqual(scanned(copy));
      expect(kept(r.grid)).toEqual(before);
      expect(kept(r.grid)).toEqual(scanned(r.grid));
    }
  });
});
