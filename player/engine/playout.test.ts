import { describe, expect, it } from "vitest";
import { EDITIONS, loadEdition } from "../../test/editions";
import { engineFor } from "./engine";
import { firstSeats, randomPlayer } from "./playout";

describe("random playouts", () => {
  for (const id of EDITIONS)
    it(`${id}: games end, and the same seed plays the same game`, () => {
      const c = loadEdition(id);
      const engine = engineFor(c);
      for (let seed = 0; seed < 20; seed++) {
        const a = randomPlayer(engine.compiled).playout({ seats: firstSeats(c, 4), seed });
        expect(a.state.result).not.toBeNull();
        expect(randomPlayer(engine.compiled).playout({ seats: firstSeats(c, 4), seed }).state).toEqual(a.state);
      }
    });
});
