// The notebook the web player shows: per card, per holder, yes / no / maybe with the exact probability,
// and for each certain cell its reasons as data (its own first, then the facts it rests on). The words are
// the UI's: nothing here is English.
import { deduce } from "../deduce";
import type { Cell, CardKind, DeduceError, Fact, Holder, Knowledge, Seat } from "../types";
import { why, type Why } from "./reasons";

export interface NotebookCell {
  holder: Holder;
  state: Cell;
  /** Probability that the card is with this holder: exact, or estimated when the notebook's `estimated` is set. */
  p: number;
  /** Empty for "maybe": why, then the facts that rests on, nearest first, without repeats. */
  reasons: Why[];
  /** The events (indexes into the knowledge's events, the view's records) the fact rests on. */
  events: readonly number[];
}

interface NotebookRow {
  card: string;
  kind: CardKind;
  cells: NotebookCell[];
}

interface NotebookColumn {
  holder: Holder;
  /** How many cards it holds. */
  size: number;
}

export interface Notebook {
  ok: true;
  /** The seat whose notebook this is. */
  observer: Seat;
  columns: NotebookColumn[];
  rows: NotebookRow[];
  /** Certain envelope cards by kind (ids). */
  solution: { suspect: string | null; weapon: string | null; room: string | null };
  /** Deals consistent with the knowledge; 0 when it is impossible (1, "at least one", when `estimated`). */
  deals: number;
  /** The probabilities are estimates: counting every deal would have passed its budget (the states are still certain). */
  estimated: boolean;
  /** Set when no deal fits (a developer's message, not for players). */
  contradiction: string | null;
}

/** At most this many reasons per cell: its own and the nearest facts it rests on. */
const MAX_REASONS = 6;

export function notebook(knowledge: Knowledge): Notebook | { ok: false; error: DeduceError } {
  const d = deduce(knowledge);
  if (!d.ok) return d;
  const m = d.model;
  const factAt = new Map<number, Fact>();
  for (const f of d.facts) factAt.set(f.card * d.holderCount + f.holder, f);
  const explain = (f: Fact): Why[] => {
    const out: Why[] = [];
    const keys = new Set<string>();
    const queue = [f];
    const seen = new Set<Fact>();
    while (queue.length > 0 && out.length < MAX_REASONS) {
      const next = queue.shift();
      if (!next || seen.has(next)) continue;
      seen.add(next);
      const w = why(m, next);
      const key = JSON.stringify(w);
      if (!keys.has(key)) {
        keys.add(key);
        out.push(w);
      }
      for (const i of next.from) {
        const premise = d.grid.facts[i];
        if (premise && premise.reason.rule !== "hand") queue.push(premise);
      }
    }
    return out;
  };
  const columns = m.holders.map((holder, h) => ({ holder, size: m.size[h] ?? 0 }));
  const rows = knowledge.cards.map((card, c): NotebookRow => ({
    card: card.id,
    kind: card.kind,
    cells: m.holders.map((holder, h): NotebookCell => {
      const i = c * d.holderCount + h;
      const state = d.cells[i] ?? "maybe";
      const f = state === "maybe" ? undefined : factAt.get(i);
      return { holder, state, p: d.p[i] ?? 0, reasons: f ? explain(f) : [], events: f?.events ?? [] };
    }),
  }));
  return {
    ok: true,
    observer: knowledge.seat,
    columns,
    rows,
    solution: d.solution,
    deals: d.deals,
    estimated: d.estimated !== null,
    contradiction: d.contradiction,
  };
}
