// The levels play whole games to the end, every action legal, and the stronger levels win more.
import { describe, expect, it } from "vitest";
import { loadEdition, EDITIONS } from "../../../test/editions";
import { toArray } from "../../engine";
import { playBots } from "../game";
import { LEVEL_NAMES } from ".";
import { quick } from "../../../test/quick";

const SEEDS = quick(16, 4);

describe.each(EDITIONS)("bots on %s", (id) => {
  const compiled = loadEdition(id);
  for (const level of LEVEL_NAMES)
    it(`${level} bots finish their games at 3 to 6 seats with legal actions only`, () => {
      const { min, max } = compiled.edition.players;
      let wrongGuesses = 0;
      for (let seed = 1; seed <= SEEDS; seed++) {
        const seats = Math.min(max, Math.max(min, 3 + (seed % 4)));
        const { state } = playBots(compiled, { levels: Array(seats).fill(level), seed });
        expect(state.result, `seed ${seed}`).not.toBeNull();
        if (level !== "random") {
          const wrong = toArray(state.log).filter((e) => e.type === "accused" && !e.correct);
          // The hard bot may accuse on a guess of 80 % or more when an opponent looks close (race.ts);
          // a few such guesses go wrong, the others never accuse before they are certain.
          if (level === "hard") wrongGuesses += wrong.length;
          else expect(wrong, `seed ${seed}`).toEqual([]);
          // Players that deduce finish within tens of turns each; hundreds would mean going round in circles.
          expect(state.turn.number / seats, `seed ${seed}`).toBeLessThan(50);
        }
      }
      expect(wrongGuesses).toBeLessThanOrEqual(2);
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

describe("hard bots asking again", () => {
  it("do not ask a question whose answer they were shown over and over: a Tower of Terror game that went 13,792 turns ends", () => {
    // Game 166 of `simulate variants/tower-of-terror --games 500 --seed 1 --bots hard` (its seed, simulate's
    // gameSeed(1, 166)): every seat asked, turn after turn, about a card it had been shown, and was shown it
    // again (show.ts), until the action cap.
    const { state } = playBots(loadEdition("tower-of-terror"), {
      levels: Array(4).fill("hard"),
      seed: -950556103,
      maxActions: 5000,
    });
    expect(state.result).not.toBeNull();
    expect(state.turn.number).toBeLessThan(200);
  });
});
