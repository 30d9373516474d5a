// Each card is in exactly one place: once found, it is nowhere else; when every place but one is ruled
// out, it is in that one.
import { assert, cell, factOf, impossible, NO, UNKNOWN, YES, type Grid } from "../grid";
import type { Rule } from "./rule";

export const placement: Rule = {
  name: "placement",
  apply(g: Grid): boolean {
    const m = g.model;
    let changed = false;
    for (let c = 0; c < m.cardCount; c++) {
      let yes = -1;
      let open = -1;
      let opens = 0;
      for (let h = 0; h < m.holderCount; h++) {
        const v = cell(g, c, h);
        if (v === YES && yes >= 0) impossible(g, c, h, { rule: "elsewhere", at: yes }, [factOf(g, c, yes), factOf(g, c, h)]);
        if (v === YES) yes = h;
        else if (v === UNKNOWN) (open = h), opens++;
      }
      if (yes >= 0) {
        const from = [factOf(g, c, yes)];
        for (let h = 0; h < m.holderCount; h++)
          if (cell(g, c, h) === UNKNOWN) changed = assert(g, c, h, "no", { rule: "elsewhere", at: yes }, from) || changed;
      } else if (opens === 1) {
        const from = noFacts(g, c);
        changed = assert(g, c, open, "yes", { rule: "onlyPlace" }, from) || changed;
      } else if (opens === 0) {
        impossible(g, c, 0, { rule: "onlyPlace" }, noFacts(g, c));
      }
    }
    return changed;
  },
};

function noFacts(g: Grid, c: number): number[] {
  const out: number[] = [];
  for (let h = 0; h < g.model.holderCount; h++) if (cell(g, c, h) === NO) out.push(factOf(g, c, h));
  return out;
}
