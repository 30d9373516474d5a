// Hand sizes: a holder whose known cards fill its hand holds nothing else; a holder with exactly as many
// possible cards as it holds holds them all. The envelope counts per kind (one of each), the rest whole.
import { assert, cell, factOf, impossible, UNKNOWN, YES, type Grid } from "../grid";
import type { CardKind } from "../types";
import { KINDS } from "../types";
import type { Rule } from "./rule";

export const counts: Rule = {
  name: "counts",
  apply(g: Grid): boolean {
    const m = g.model;
    let changed = false;
    for (let h = 0; h < m.holderCount; h++) {
      if (h === m.envelope) {
        for (const [k, kind] of KINDS.entries()) changed = count(g, h, 1, (c) => m.kind[c] === k, kind) || changed;
      } else changed = count(g, h, m.size[h] ?? 0, () => true) || changed;
    }
    return changed;
  },
};

function count(g: Grid, h: number, size: number, inGroup: (c: number) => boolean, kind?: CardKind): boolean {
  const yes: number[] = [];
  const open: number[] = [];
  const no: number[] = [];
  for (let c = 0; c < g.model.cardCount; c++) {
    if (!inGroup(c)) continue;
    const v = cell(g, c, h);
    (v === YES ? yes : v === UNKNOWN ? open : no).push(c);
  }
  if (yes.length > size || yes.length + open.length < size) {
    impossible(g, yes[0] ?? no[0] ?? 0, h, { rule: "full", known: yes }, [...yes, ...no].map((c) => factOf(g, c, h)));
    return false;
  }
  if (open.length === 0) return false;
  let changed = false;
  if (yes.length === size) {
    const from = yes.map((c) => factOf(g, c, h));
    const reason = kind ? { rule: "full" as const, known: yes, kind } : { rule: "full" as const, known: yes };
    for (const c of open) changed = assert(g, c, h, "no", reason, from) || changed;
  } else if (yes.length + open.length === size) {
    const from = no.map((c) => factOf(g, c, h));
    const reason = kind ? { rule: "needsAll" as const, size, kind } : { rule: "needsAll" as const, size };
    for (const c of open) changed = assert(g, c, h, "yes", reason, from) || changed;
  }
  return changed;
}
