import { describe, expect, it } from "vitest";
import { EDITIONS, loadEdition } from "../../test/editions";
import { engineFor } from "./engine";
import { actingSeat } from "./legal";
import { firstSeats, randomPlayer } from "./playout";

describe("legal actions", () => {
  it("the types listed are exactly the types of the actions listed, and only the acting seat has any", () => {
    for (const id of EDITIONS) {
      const c = loadEdition(id);
      const { legalActions, legalTypes } = engineFor(c);
      randomPlayer(c).playout({
        seats: firstSeats(c, 4),
        seed: 8,
        visit(s) {
          const actor = actingSeat(s);
          for (let seat = 0; seat < s.seats.length; seat++) {
            const all = legalActions(s, seat);
            expect([...new Set(all.map((a) => a.type))].sort()).toEqual([...legalTypes(s, seat)].sort());
            if (seat !== actor) expect(all).toEqual([]);
            else if (!s.result) expect(all.length).toBeGreaterThan(0);
          }
        },
      });
    }
  });
});
