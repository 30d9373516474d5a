// A seat that disproved a suggestion holds at least one of its three cards: when two are ruled out for it,
// it holds the third. The suggester is never assumed to lack the cards it named.
import { assert, cell, factOf, impossible, NO, YES, type Grid } from "../grid";
import type { Rule } from "./rule";

export const disproved: Rule = {
  name: "disproved",
  apply(g: Grid): boolean {
    let changed = false;
    const events = g.model.events;
    for (let event = 0; event < events.length; event++) {
      const e = events[event];
      if (e?.kind !== "suggestion" || e.disprover < 0 || e.shown >= 0) continue;
      const d = e.disprover;
      // Looked at without making lists: most suggestions settle nothing on most passes.
      let open = 0;
      let only = -1;
      let held = false;
      for (const c of e.cards) {
        const v = cell(g, c, d);
        if (v === YES) held = true;
        else if (v !== NO) {
          open++;
          only = c;
        }
      }
      if (held || open > 1) continue;
      const others = e.cards.filter((c) => cell(g, c, d) === NO);
      const from = others.map((c) => factOf(g, c, d));
      if (open === 0) impossible(g, e.cards[0] ?? 0, d, { rule: "disproved", event, others }, from);
      else changed = assert(g, only, d, "yes", { rule: "disproved", event, others }, from) || changed;
    }
    return changed;
  },
};
