// The notebook grid under construction: one cell per card and holder, each certain cell backed by a fact.
// A fact that conflicts with an earlier one is not written; it is kept as the contradiction.
import type { Model } from "./model";
import type { Fact, Reason } from "./types";

export const YES = 1;
export const NO = -1;
export const UNKNOWN = 0;

/** A fact that could not be written because the grid already says the opposite. */
type Contradiction = Fact;

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
  /** Kept by `assert`; the rules read it through `tallyOf`. */
  tally: Tally;
}

/**
 * How many cells are YES and how many still open, per holder and kind and per card, so that the rules
 * look closer only where something can follow. It belongs to the state array it was counted from: a copy
 * of a grid with a state array of its own counts its own.
 */
export interface Tally {
  of: Int8Array;
  /** holder * 3 + kind. */
  holderYes: Int32Array;
  holderOpen: Int32Array;
  cardYes: Int32Array;
  cardOpen: Int32Array;
}

/** Until the grid's own is counted. */
const NO_TALLY: Tally = {
  of: new Int8Array(0),
  holderYes: new Int32Array(0),
  holderOpen: new Int32Array(0),
  cardYes: new Int32Array(0),
  cardOpen: new Int32Array(0),
};

export function tallyOf(g: Grid): Tally {
  if (g.tally.of === g.state) return g.tally;
  const m = g.model;
  const t: Tally = {
    of: g.state,
    holderYes: new Int32Array(m.holderCount * 3),
    holderOpen: new Int32Array(m.holderCount * 3),
    cardYes: new Int32Array(m.cardCount),
    cardOpen: new Int32Array(m.cardCount),
  };
  for (let c = 0; c < m.cardCount; c++)
    for (let h = 0; h < m.holderCount; h++) {
      const v = cell(g, c, h);
      if (v !== NO) count(t, c, h * 3 + (m.kind[c] ?? 0), v === YES ? 1 : 0, v === UNKNOWN ? 1 : 0);
    }
  g.tally = t;
  return t;
}

/** A grid to assert on without touching `g`: its cells, facts and tally copied. */
export function copyGrid(g: Grid): Grid {
  const state = g.state.slice();
  const t = tallyOf(g);
  const tally: Tally = {
    of: state,
    holderYes: t.holderYes.slice(),
    holderOpen: t.holderOpen.slice(),
    cardYes: t.cardYes.slice(),
    cardOpen: t.cardOpen.slice(),
  };
  return { ...g, state, factAt: g.factAt.slice(), facts: g.facts.slice(), tally };
}

/** What `undo` needs to take a grid back to this moment: its cells, facts and tally as they are now. */
export interface Mark {
  state: Int8Array;
  factAt: Int32Array;
  facts: number;
  tally: Int32Array[];
}

/** Marks the grid's present state, in `into`'s arrays when given (a mark of the same grid, to reuse). */
export function mark(g: Grid, into?: Mark): Mark {
  const t = tallyOf(g);
  const parts = [t.holderYes, t.holderOpen, t.cardYes, t.cardOpen];
  if (!into)
    return {
      state: g.state.slice(),
      factAt: g.factAt.slice(),
      facts: g.facts.length,
      tally: parts.map((a) => a.slice()),
    };
  into.state.set(g.state);
  into.factAt.set(g.factAt);
  into.facts = g.facts.length;
  parts.forEach((a, i) => into.tally[i]?.set(a));
  return into;
}

/** Takes the grid back to `m` (a mark of this grid): what was asserted since, and any contradiction, are gone. */
export function undo(g: Grid, m: Mark): void {
  g.state.set(m.state);
  g.factAt.set(m.factAt);
  g.facts.length = m.facts;
  g.contradiction = null;
  const t = tallyOf(g);
  [t.holderYes, t.holderOpen, t.cardYes, t.cardOpen].forEach((a, i) => a.set(m.tally[i] as Int32Array));
}

function count(t: Tally, c: number, at: number, yes: number, open: number): void {
  t.holderYes[at] = (t.holderYes[at] ?? 0) + yes;
  t.holderOpen[at] = (t.holderOpen[at] ?? 0) + open;
  t.cardYes[c] = (t.cardYes[c] ?? 0) + yes;
  t.cardOpen[c] = (t.cardOpen[c] ?? 0) + open;
}

export function newGrid(model: Model, explain = true): Grid {
  const cells = model.cardCount * model.holderCount;
  const g: Grid = {
    model,
    state: new Int8Array(cells),
    factAt: new Int32Array(cells).fill(-1),
    facts: [],
    contradiction: null,
    explain,
    tally: NO_TALLY,
  };
  tallyOf(g);
  return g;
}

export function cell(g: Grid, card: number, holder: number): number {
  return g.state[card * g.model.holderCount + holder] ?? UNKNOWN;
}

export function factOf(g: Grid, card: number, holder: number): number {
  return g.factAt[card * g.model.holderCount + holder] ?? -1;
}

/** Records a fact; returns true when it is new. A conflicting fact becomes the grid's contradiction. */
export function assert(
  g: Grid,
  card: number,
  holder: number,
  value: "yes" | "no",
  reason: Reason,
  from: readonly number[],
): boolean {
  if (g.contradiction) return false;
  const i = card * g.model.holderCount + holder;
  const want = value === "yes" ? YES : NO;
  const have = g.state[i] ?? UNKNOWN;
  if (have === want) return false;
  if (have !== UNKNOWN) {
    g.contradiction = {
      card,
      holder,
      value,
      reason,
      from: [...from, g.factAt[i] ?? -1],
      events: eventsOf(g, reason, from),
    };
    return false;
  }
  g.state[i] = want;
  // An open cell became certain.
  if (g.tally.of === g.state) count(g.tally, card, holder * 3 + (g.model.kind[card] ?? 0), want === YES ? 1 : 0, -1);
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
