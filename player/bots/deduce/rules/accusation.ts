// A wrong accusation: the envelope is not exactly those three, so when two of them are in it the third is not.
import { assert, cell, factOf, impossible, UNKNOWN, YES, type Grid } from "../grid";
import type { Rule } from "./rule";

export const accusation: Rule = {
  name: "accusation",
  apply(g: Grid): boolean {
    const env = g.model.envelope;
    let changed = false;
    for (const [event, e] of g.model.events.entries()) {
      if (e.kind !== "accusation" || e.correct) continue;
      const inside = e.cards.filter((c) => cell(g, c, env) === YES);
      const from = inside.map((c) => factOf(g, c, env));
      if (inside.length === 3) impossible(g, e.cards[0] ?? 0, env, { rule: "wrongAccusation", event, others: inside }, from);
      const rest = e.cards.find((c) => cell(g, c, env) === UNKNOWN);
      if (inside.length === 2 && rest !== undefined)
        changed = assert(g, rest, env, "no", { rule: "wrongAccusation", event, others: inside }, from) || changed;
    }
    return changed;
  },
};
