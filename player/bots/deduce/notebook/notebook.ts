// The notebook the web player shows: per card, per holder, yes / no / maybe with the exact probability,
// and for each certain cell the sentences that explain it (its reason first, then what that rests on).
import { deduce } from "../deduce";
import type { Cell, CardKind, DeduceError, Fact, Holder, Knowledge } from "../types";
import type { Names } from "./names";
import { sentence, speaker } from "./phrases";

export interface NotebookCell {
  holder: Holder;
  state: Cell;
  /** Exact probability that the card is with this holder. */
  p: number;
  /** Empty for "maybe": why, then the facts that rest on, in order. */
  reasons: string[];
  /** The events (indexes into the knowledge's events) the fact rests on. */
  events: readonly number[];
}

export interface NotebookRow {
  card: string;
  kind: CardKind;
  name: string;
  cells: NotebookCell[];
}

export interface NotebookColumn {
  holder: Holder;
  name: string;
  /** How many cards it holds. */
  size: number;
}

export interface Notebook {
  ok: true;
  columns: NotebookColumn[];
  rows: NotebookRow[];
  /** Certain envelope cards by kind (ids). */
  solution: { suspect: string | null; weapon: string | null; room: string | null };
  /** Deals consistent with the knowledge; 0 when it is impossible. */
  deals: number;
  contradiction: string | null;
}

/** At most this many sentences per cell: the reason and the nearest facts it rests on. */
const MAX_REASONS = 6;

export function notebook(knowledge: Knowledge, names: Names): Notebook | { ok: false; error: DeduceError } {
  const d = deduce(knowledge);
  if (!d.ok) return d;
  const m = d.model;
  const say = speaker(m, names);
  const factAt = new Map<number, Fact>();
  for (const f of d.facts) factAt.set(f.card * d.holderCount + f.holder, f);
  const explain = (f: Fact): string[] => {
    const out: string[] = [];
    const queue = [f];
    const seen = new Set<Fact>();
    while (queue.length > 0 && out.length < MAX_REASONS) {
      const next = queue.shift();
      if (!next || seen.has(next)) continue;
      seen.add(next);
      const text = sentence(m, names, say, next);
      if (!out.includes(text)) out.push(text);
      for (const i of next.from) {
        const premise = d.grid.facts[i];
        if (premise && premise.reason.rule !== "hand") queue.push(premise);
      }
    }
    return out;
  };
  const columns = m.holders.map((holder, h) => ({ holder, name: h === m.observer ? "You" : capital(say.name(h)), size: m.size[h] ?? 0 }));
  const rows = knowledge.cards.map((card, c): NotebookRow => ({
    card: card.id,
    kind: card.kind,
    name: names.cards[card.id] ?? card.id,
    cells: m.holders.map((holder, h): NotebookCell => {
      const i = c * d.holderCount + h;
      const state = d.cells[i] ?? "maybe";
      const f = state === "maybe" ? undefined : factAt.get(i);
      return { holder, state, p: d.p[i] ?? 0, reasons: f ? explain(f) : [], events: f?.events ?? [] };
    }),
  }));
  return { ok: true, columns, rows, solution: d.solution, deals: d.deals, contradiction: d.contradiction };
}

const capital = (s: string) => (s.length > 0 ? (s[0] ?? "").toUpperCase() + s.slice(1) : s);
