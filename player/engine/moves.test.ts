import { describe, expect, it } from "vitest";
import { loadEdition } from "../../test/editions";
import { contextOf } from "./context";
import { destinations } from "./movement/destinations";
import { isTrapped, moveDestinations, occupancy, others } from "./moves";
import { suspectIndexOf } from "./ops";
import { firstSeats, randomPlayer } from "./playout";
import type { GameState } from "./types";

describe("moves in a game", () => {
  it("the kept answers equal a fresh search in every rolled position of real games", () => {
    for (const id of ["classic", "the-office"]) {
      const c = loadEdition(id);
      const ctx = contextOf(c);
      const rolled: GameState[] = [];
      for (let seed = 0; seed < 15; seed++)
        randomPlayer(c).playout({
          seats: firstSeats(c, 4),
          seed,
          visit: (s) => void (s.turn.phase === "rolled" && rolled.push(s)),
        });
      for (const s of rolled) {
        const mover = suspectIndexOf(ctx, s, s.turn.seat);
        const from = s.tokens[mover] as number;
        const fresh = destinations(
          c.graph,
          { ...ctx.move },
          {
            from,
            steps: s.turn.roll?.steps ?? 0,
            occupied: occupancy(ctx, s, mover).slice(),
            tokens: others(s, mover, c.graph.squareCount),
            noEnter: from >= c.graph.squareCount ? from : -1,
          },
        );
        expect(moveDestinations(ctx, { ...s })).toEqual(fresh);
      }
    }
  });

  it("a token is trapped only in a room with every exit shut and no passage", () => {
    const c = loadEdition("classic");
    const ctx = contextOf(c);
    const s = randomPlayer(c).playout({ seats: firstSeats(c, 3), seed: 1, maxActions: 0 }).state;
    const at = (r: number, col: number) => c.graph.cellNode[r * c.graph.cols + col] as number;
    const dining = c.graph.squareCount + ctx.rooms.indexOf("dining-room");
    const kitchen = c.graph.squareCount + ctx.rooms.indexOf("kitchen");
    const with3 = (a: number, b: number, d: number) => ({ ...s, tokens: s.tokens.map((n, i) => [a, b, d][i] ?? n) });
    expect(isTrapped(ctx, with3(dining, at(16, 6), at(12, 8)), 0)).toBe(true);
    expect(isTrapped(ctx, with3(dining, at(16, 6), at(20, 8)), 0)).toBe(false);
    expect(isTrapped(ctx, with3(kitchen, at(7, 4), at(20, 8)), 0)).toBe(false);
    expect(isTrapped(ctx, with3(at(17, 4), at(16, 6), at(12, 8)), 0)).toBe(false);
  });
});
