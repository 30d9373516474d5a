// Hand sizes: a holder whose known cards fill its hand holds nothing else; a holder with exactly as many
// possible cards as it holds holds them all. The envelope counts per kind (one of each), the rest whole.
import { assert, cell, factOf, impossible, tallyOf, UNKNOWN, YES, type Grid } from "../grid";
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
        for (let k = 0; k < KINDS.length; k++) changed = count(g, h, 1, k) || changed;
      } else changed = count(g, h, m.size[h] ?? 0, -1) || changed;
    }
    return changed;
  },
};

/** Holder `h` takes `size` cards of kind index `k` (every kind when -1). */
function count(g: Grid, h: number, size: number, k: number): boolean {
  const kinds = g.model.kind;
  // Not KINDS[-1]: an index outside an array is looked up along its prototypes, a slow path on every call.
  const kind: CardKind | undefined = k >= 0 ? KINDS[k] : undefined;
  // The tally first; the lists are made only when something follows (rarely, once a game is under way).
  const t = tallyOf(g);
  let yes = 0;
  let open = 0;
  for (let x = k >= 0 ? k : 0, e = k >= 0 ? k + 1 : KINDS.length; x < e; x++) {
    yes += t.holderYes[h * 3 + x] ?? 0;
    open += t.holderOpen[h * 3 + x] ?? 0;
  }
  const impossibleNow = yes > size || yes + open < size;
  const full = yes === size;
  if (!impossibleNow && (open === 0 || (!full && yes + open !== size))) return false;
  const lists = { yes: [] as number[], open: [] as number[], no: [] as number[] };
  for (let c = 0; c < g.model.cardCount; c++) {
    if (k >= 0 && kinds[c] !== k) continue;
    const v = cell(g, c, h);
    (v === YES ? lists.yes : v === UNKNOWN ? lists.open : lists.no).push(c);
  }
  if (impossibleNow) {
    impossible(
      g,
      lists.yes[0] ?? lists.no[0] ?? 0,
      h,
      { rule: "full", known: lists.yes },
      [...lists.yes, ...lists.no].map((c) => factOf(g, c, h)),
    );
    return false;
  }
  let changed = false;
  if (full) {
    const from = lists.yes.map((c) => factOf(g, c, h));
    const reason = kind
      ? { rule: "full" as const, known: lists.yes, kind }
      : { rule: "full" as const, known: lists.yes };
    for (const c of lists.open) changed = assert(g, c, h, "no", reason, from) || changed;
  } else {
    const from = lists.no.map((c) => factOf(g, c, h));
    const reason = kind ? { rule: "needsAll" as const, size, kind } : { rule: "needsAll" as const, size };
    for (const c of lists.open) changed = assert(g, c, h, "yes", reason, from) || changed;
  }
  return changed;
}
