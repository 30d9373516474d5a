import fc from "fast-check";
import { describe, it } from "vitest";
import { loadEdition } from "../editions";
import { checkedGame, gameParams } from "./games";

describe("classic: 10,000 seeded games of random legal actions (100 with CLUE_QUICK=1)", () => {
  it("end; keep every card in one place; refuse illegal actions untouched; leak no card; replay exactly", () => {
    const compiled = loadEdition("classic");
    fc.assert(
      fc.property(gameParams(compiled), (p) => void checkedGame(compiled, p)),
      {
        numRuns: Number(process.env.GAMES ?? (process.env.CLUE_QUICK === "1" ? 100 : 10_000)),
        seed: 101,
        endOnFailure: true,
      },
    );
  }, 900_000);
});
