// A seat that disproved a suggestion holds at least one of its three cards: when two are ruled out for it,
// it holds the third. The suggester is never assumed to lack the cards it named.
import { assert, cell, factOf, impossible, NO, YES, type Grid } from "../grid";
import type { Rule } from "./rule";

export const disproved: Rule = {
  name: "disproved",
  apply(g: Grid): boolean {
    let changed = false;
    for (const [event, e] of g.model.events.entries()) {
      if (e.kind !== "suggestion" || e.disprover < 0 || e.shown >= 0) continue;
      const d = e.disprover;
      if (e.cards.some((c) => cell(g, c, d) === YES)) continue;
      const open = e.cards.filter((c) => cell(g, c, d) !== NO);
      const others = e.cards.filter((c) => cell(g, c, d) === NO);
      const from = others.map((c) => factOf(g, c, d));
      if (open.length === 0) impossible(g, e.cards[0] ?? 0, d, { rule: "disproved", event, others }, from);
      const only = open[0];
      if (open.length === 1 && only !== undefined)
        changed = assert(g, only, d, "yes", { rule: "disproved", event, others }, from) || changed;
    }
    return changed;
  },
};
