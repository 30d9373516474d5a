// The levels play whole games to the end, every action legal, and the stronger levels win more.
import { describe, expect, it } from "vitest";
import { loadEdition, EDITIONS } from "../../../test/editions";
import { toArray } from "../../engine";
import { playBots } from "../game";
import { LEVEL_NAMES } from ".";

describe.each(EDITIONS)("bots on %s", (id) => {
  const compiled = loadEdition(id);
  for (const level of LEVEL_NAMES)
    it(`four ${level} bots finish their games with legal actions only`, () => {
      for (let seed = 1; seed <= 6; seed++) {
        const { state } = playBots(compiled, { levels: [level, level, level, level], seed });
        expect(state.result, `seed ${seed}`).not.toBeNull();
        if (level !== "random") {
          const wrong = toArray(state.log).filter((e) => e.type === "accused" && !e.correct);
          expect(wrong, `seed ${seed}`).toEqual([]);
        }
      }
    });

  it("hard beats three easy bots in most games", () => {
    let hardWins = 0;
    const games = 40;
    for (let g = 0; g < games; g++) {
      // The hard bot takes each seat in turn, so the first player's advantage is shared out.
      const levels = ["easy", "easy", "easy", "easy"];
      levels[g % 4] = "hard";
      const { state } = playBots(compiled, { levels, seed: 100 + g });
      if (state.result?.winner === g % 4) hardWins++;
    }
    expect(hardWins / games).toBeGreaterThanOrEqual(0.6);
  });
});
