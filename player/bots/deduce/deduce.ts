// Propagation, then the exact count; the certain cells are those whose probability is exactly 0 or 1.
// Cells the count settles that the rules did not become facts with the reason "counting". Past the count's
// budget the probabilities are estimates (`estimated`), never 0 or 1 where a sample could be wrong, so the
// certain cells are still only the certain ones.
import { countGrid } from "./count";
import type { Grid } from "./grid";
import { cell, UNKNOWN } from "./grid";
import type { Model } from "./model";
import { propagateKnowledge, type Propagated } from "./tracker";
import type { Cell, DeduceError, Fact, Holder, Knowledge } from "./types";

export interface Deduction {
  ok: true;
  holders: readonly Holder[];
  /** Card indexes follow `knowledge.cards`; holder indexes follow `holders`. */
  holderCount: number;
  /** Propagation's facts, then the facts only the count found. */
  facts: readonly Fact[];
  /** How many facts propagation found (the first ones of `facts`). */
  propagated: number;
  /** card * holderCount + holder. */
  cells: readonly Cell[];
  p: Float64Array;
  /** Consistent deals; 0 means the knowledge is impossible (see `contradiction`). 1 when `estimated`. */
  deals: number;
  /** Set when the count passed its budget: `p` is then estimated from this many samples of the deals. */
  estimated: { samples: number } | null;
  contradiction: string | null;
  /** The envelope's card of each kind once certain. */
  solution: { suspect: string | null; weapon: string | null; room: string | null };
  model: Model;
  grid: Grid;
}

export type Deduced = Deduction | { ok: false; error: DeduceError };

export function deduce(k: Knowledge): Deduced {
  return deduceFrom(k, propagateKnowledge(k));
}

/** The exact count on top of a propagation of `k` (from `propagateKnowledge` or a `tracker`). */
export function deduceFrom(k: Knowledge, propagated: Propagated): Deduced {
  if (!propagated.ok) return propagated;
  const { grid, model } = propagated;
  const H = model.holderCount;
  const { deals, p, estimated } = countGrid(grid);
  const facts: Fact[] = grid.facts.slice();
  const cells: Cell[] = [];
  // What a fact only the count found rests on: every event (made once, when the first such fact is).
  let everything: number[] | null = null;
  for (let c = 0; c < model.cardCount; c++)
    for (let h = 0; h < H; h++) {
      const v = p[c * H + h] ?? 0;
      const state: Cell = deals === 0 ? "maybe" : v === 1 ? "yes" : v === 0 ? "no" : "maybe";
      cells.push(state);
      if (state !== "maybe" && cell(grid, c, h) === UNKNOWN)
        facts.push({
          card: c,
          holder: h,
          value: state,
          reason: { rule: "counting" },
          from: [],
          events: (everything ??= model.events.map((_, i) => i)),
        });
    }
  const solution = { suspect: null as string | null, weapon: null as string | null, room: null as string | null };
  for (let c = 0; c < model.cardCount; c++)
    if (cells[c * H + model.envelope] === "yes") {
      const card = k.cards[c];
      if (card) solution[card.kind] = card.id;
    }
  return {
    ok: true,
    holders: model.holders,
    holderCount: H,
    facts,
    propagated: grid.facts.length,
    cells,
    p,
    deals,
    estimated,
    contradiction: deals === 0 ? describe(grid) : null,
    solution,
    model,
    grid,
  };
}

function describe(g: Grid): string {
  const c = g.contradiction;
  if (!c) return "no deal of the cards fits everything seen";
  const card = g.model.knowledge.cards[c.card]?.id ?? String(c.card);
  const holder = g.model.holders[c.holder];
  const where = typeof holder === "number" ? `seat ${holder}` : `the ${holder}`;
  return `"${card}" ${c.value === "yes" ? "with" : "not with"} ${where} contradicts what is already known (rule ${c.reason.rule})`;
}
