// Each card is in exactly one place: once found, it is nowhere else; when every place but one is ruled
// out, it is in that one.
import { assert, cell, factOf, impossible, NO, tallyOf, UNKNOWN, YES, type Grid } from "../grid";
import type { Rule } from "./rule";

export const placement: Rule = {
  name: "placement",
  apply(g: Grid): boolean {
    const t = tallyOf(g);
    let changed = false;
    for (let c = 0; c < g.model.cardCount; c++) {
      // Nothing follows for a card found with nothing left open, or not found with two places or more open.
      const yes = t.cardYes[c] ?? 0;
      const open = t.cardOpen[c] ?? 0;
      if (yes === 1 ? open > 0 : yes > 1 || open < 2) changed = place(g, c) || changed;
    }
    return changed;
  },
};

function place(g: Grid, c: number): boolean {
  const m = g.model;
  let changed = false;
  let yes = -1;
  let open = -1;
  let opens = 0;
  for (let h = 0; h < m.holderCount; h++) {
    const v = cell(g, c, h);
    if (v === YES && yes >= 0)
      impossible(g, c, h, { rule: "elsewhere", at: yes }, [factOf(g, c, yes), factOf(g, c, h)]);
    if (v === YES) yes = h;
    else if (v === UNKNOWN) {
      open = h;
      opens++;
    }
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
  return changed;
}

function noFacts(g: Grid, c: number): number[] {
  const out: number[] = [];
  for (let h = 0; h < g.model.holderCount; h++) if (cell(g, c, h) === NO) out.push(factOf(g, c, h));
  return out;
}
