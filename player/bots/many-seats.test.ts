// Many cards and seats (issue 13, point 9): the Master Detective-sized test edition (10 suspects, 8 weapons,
// 12 rooms) plays to the end with a hard bot in each of 10 seats, the count past its budget on the way.
import { describe, expect, it } from "vitest";
import { loadEdition } from "../../test/editions";
import { playBots } from "./game";

describe("10 seats of hard bots in an edition of Master Detective's size", () => {
  it("play to the end, won by a right accusation", () => {
    const compiled = loadEdition("../test/fixtures/valid/master-detective");
    expect(compiled.edition.suspects.length + compiled.edition.weapons.length + compiled.edition.rooms.length).toBe(30);
    for (const seed of [1, 2]) {
      const { state } = playBots(compiled, { levels: Array<string>(10).fill("hard"), seed });
      expect(state.result, `game ${seed}`).not.toBeNull();
      // Hard bots accuse when certain or nearly so: someone solves it before the last player is left.
      expect(state.result?.reason).toBe("accusation");
      expect(state.result?.winner).not.toBeNull();
    }
  });
});
