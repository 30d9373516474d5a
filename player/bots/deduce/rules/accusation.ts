// A wrong accusation: the envelope is not exactly those three, so when two of them are in it the third is not.
import { assert, cell, factOf, impossible, UNKNOWN, YES, type Grid } from "../grid";
import type { Rule } from "./rule";

export const accusation: Rule = {
  name: "accusation",
  apply(g: Grid): boolean {
    const env = g.model.envelope;
    const events = g.model.events;
    let changed = false;
    for (let event = 0; event < events.length; event++) {
      const e = events[event];
      if (e?.kind !== "accusation" || e.correct) continue;
      let inside = 0;
      for (const c of e.cards) if (cell(g, c, env) === YES) inside++;
      if (inside < 2) continue;
      const known = e.cards.filter((c) => cell(g, c, env) === YES);
      const from = known.map((c) => factOf(g, c, env));
      if (inside === 3) impossible(g, e.cards[0] ?? 0, env, { rule: "wrongAccusation", event, others: known }, from);
      const rest = e.cards.find((c) => cell(g, c, env) === UNKNOWN);
      if (inside === 2 && rest !== undefined)
        changed = assert(g, rest, env, "no", { rule: "wrongAccusation", event, others: known }, from) || changed;
    }
    return changed;
  },
};
