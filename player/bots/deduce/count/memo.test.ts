// The count's memo (memo.ts) gives back only what a fresh count would: a seat's tracker keeps one grid and
// model for the whole game and changes them as it learns, so a key that missed something the count reads
// would hand a later position an earlier position's numbers.
import { describe, expect, it } from "vitest";
import { realGame } from "../../testing/real-games";
import { rng } from "../testing/rng";
import { tracker } from "../tracker";
import { countGrid } from ".";

describe("the count's memo", () => {
  it("gives every position of a tracked game the numbers of a count that never saw the game before", () => {
    let positions = 0;
    let again = 0;
    for (const [seats, office] of [
      [3, false],
      [4, false],
      [5, true],
    ] as const) {
      const game = realGame(rng(70 + seats), seats, office);
      const track = tracker();
      for (const knowledge of game.positions) {
        const r = track(knowledge);
        if (!r.ok || r.grid.contradiction) continue;
        const fresh = countGrid({ ...r.grid, model: { ...r.grid.model } });
        const kept = countGrid(r.grid);
        expect(kept.deals).toBe(fresh.deals);
        expect(Array.from(kept.p)).toEqual(Array.from(fresh.p));
        // Asked again, from the memo: the same numbers, in an array of its own.
        kept.p.fill(-1);
        const recalled = countGrid(r.grid);
        expect(Array.from(recalled.p)).toEqual(Array.from(fresh.p));
        recalled.p.fill(-1);
        expect(Array.from(countGrid(r.grid).p)).toEqual(Array.from(fresh.p));
        again++;
        positions++;
      }
    }
    expect(positions).toBeGreaterThan(20);
    expect(again).toBe(positions);
  });
});
