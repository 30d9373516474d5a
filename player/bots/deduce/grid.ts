// The notebook grid under construction: one cell per card and holder, each certain cell backed by a fact.
// A fact that conflicts with an earlier one is not written; it is kept as the contradiction.
import type { Model } from "./model";
import type { Fact, Reason } from "./types";

export const YES = 1;
export const NO = -1;
export const UNKNOWN = 0;

/** A fact that could not be written because the grid already says the opposite. */
export type Contradiction = Fact;

export interface Grid {
  model: Model;
  /** card * holderCount + holder: YES, NO or UNKNOWN. */
  state: Int8Array;
  /** card * holderCount + holder: index into facts, -1 while unknown. */
  factAt: Int32Array;
  facts: Fact[];
  contradiction: Contradiction | null;
  /** Keep every fact with its reasons (the notebook); without, only the cells (the computer players). */
  explain: boolean;
}

export function newGrid(model: Model, explain = true): Grid {
  const cells = model.cardCount * model.holderCount;
  return { model, state: new Int8Array(cells), factAt: new Int32Array(cells).fill(-1), facts: [], contradiction: null, explain };
}

export function cell(g: Grid, card: number, holder: number): number {
  return g.state[card * g.model.holderCount + holder] ?? UNKNOWN;
}

export function factOf(g: Grid, card: number, holder: number): number {
  return g.factAt[card * g.model.holderCount + holder] ?? -1;
}

/** Records a fact; returns true when it is new. A conflicting fact becomes the grid's contradiction. */
export function assert(g: Grid, card: number, holder: number, value: "yes" | "no", reason: Reason, from: readonly number[]): boolean {
  if (g.contradiction) return false;
  const i = card * g.model.holderCount + holder;
  const want = value === "yes" ? YES : NO;
  const have = g.state[i] ?? UNKNOWN;
  if (have === want) return false;
  if (have !== UNKNOWN) {
    g.contradiction = { card, holder, value, reason, from: [...from, g.factAt[i] ?? -1], events: eventsOf(g, reason, from) };
    return false;
  }
  g.state[i] = want;
  if (!g.explain) return true;
  g.factAt[i] = g.facts.length;
  g.facts.push({ card, holder, value, reason, from, events: eventsOf(g, reason, from) });
  return true;
}

/** A rule found the knowledge impossible without a single cell to blame (a hand with too many cards). */
export function impossible(g: Grid, card: number, holder: number, reason: Reason, from: readonly number[]): void {
  g.contradiction ??= { card, holder, value: "yes", reason, from, events: eventsOf(g, reason, from) };
}

function eventsOf(g: Grid, reason: Reason, from: readonly number[]): number[] {
  const set = new Set<number>();
  if ("event" in reason) set.add(reason.event);
  for (const f of from) for (const e of g.facts[f]?.events ?? []) set.add(e);
  return [...set].sort((a, b) => a - b);
}
