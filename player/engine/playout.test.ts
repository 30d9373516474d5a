import { describe, expect, it } from "vitest";
import { EDITIONS, loadEdition } from "../../test/editions";
import { firstSeats, playout } from "./playout";

describe("random playouts", () => {
  for (const id of EDITIONS)
    it(`${id}: games end, and the same seed plays the same game`, () => {
      const c = loadEdition(id);
      for (let seed = 0; seed < 20; seed++) {
        const a = playout(c, { seats: firstSeats(c, 4), seed });
        expect(a.state.result).not.toBeNull();
        expect(playout(c, { seats: firstSeats(c, 4), seed }).state).toEqual(a.state);
      }
    });
});
