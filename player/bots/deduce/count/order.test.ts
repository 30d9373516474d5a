// The order search looks at few sets of holders (a shortest-path search) and must find what the search over
// every set finds: the same order, ties broken the same way, and the same estimate, since both the count's
// last digits and whether it starts depend on them.
import { describe, expect, it } from "vitest";
import { propagateKnowledge } from "../tracker";
import { positions } from "../testing/positions";
import { rng } from "../testing/rng";
import { realPositions } from "../../testing/real-games";
import { quick } from "../../../../test/quick";
import { bestFirst, everySet, orderAndCost } from "./order";
import { setCosts } from "./order-sets";
import { problemOf } from "./problem";

describe("the order search", () => {
  const cases = [
    ["real", 4],
    ["real", 6],
    ["simulated", 6],
    ["simulated", 8],
  ] as const;
  for (const [source, seats] of cases) {
    it(`finds the order and estimate of the search over every set (${source} games, ${seats} seats)`, () => {
      const from =
        source === "real" ? realPositions(rng(300 + seats), seats, 8) : positions(rng(400 + seats), seats, 8);
      let searched = 0;
      let walked = 0;
      for (const { knowledge } of from) {
        if (searched >= quick(150, 30) || ++walked > 3000) break;
        const propagated = propagateKnowledge(knowledge, false);
        if (!propagated.ok || propagated.grid.contradiction) continue;
        const p = problemOf(propagated.grid, false);
        const rest = p.order.filter((h) => h !== p.envelope);
        // Only problems the search is made for (see orderAndCost).
        if (orderAndCost(p, p.order).cost === 0) continue;
        searched++;
        const all = everySet(rest.length, setCosts(p, rest));
        expect(bestFirst(rest.length, setCosts(p, rest))).toEqual(all);
      }
      expect(searched).toBeGreaterThan(quick(100, 20));
    });
  }
});
