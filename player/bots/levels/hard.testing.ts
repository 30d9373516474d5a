// For the hard level's tests on moments of real games: what the bot does there, and what reading the
// opponents' names settles.
import type { CompiledEdition } from "../../../schemas/graph";
import { legalActions, legalTypes, type Action, type GameState, type PlayerView } from "../../engine";
import { deduceFrom, type Deduction, type Knowledge } from "../deduce";
import type { Accusation } from "../plan/decide";
import { botsFor } from "../game";
import { askOrder, envelopeGains } from "./information";
import { readNames } from "./names";

/** What a hard bot in the viewer's seat does at this moment (every seat hard, seed 3). */
export function hardDecision(compiled: CompiledEdition, state: GameState, view: PlayerView): Action {
  const seat = view.viewer as number;
  const bot = botsFor(compiled, Array<string>(view.seats.length).fill("hard"), 3)[seat]!;
  return bot(view, { types: legalTypes(state, seat), list: (t) => legalActions(state, seat, t) });
}

/** The envelope the read grid (names.ts) settles, over the sound deduction `d` of `k`; null while it is open. */
export function readAnswer(k: Knowledge, d: Deduction): Accusation | null {
  const r = deduceFrom(k, { ok: true, grid: readNames(d.grid).grid, model: d.model });
  if (!r.ok || r.deals === 0) return null;
  const { suspect, weapon, room } = r.solution;
  return suspect && weapon && room ? { suspect, weapon, room } : null;
}

/** What the plan reads of a count `d` (one with deals): the probabilities, the envelope's gains, the asking order, the cards of each kind. */
export function planInputs(d: Deduction) {
  const m = d.model;
  const pr = { p: d.p, holders: d.holderCount };
  const ofKind = (k: number) => Array.from(m.kind.keys()).filter((c) => m.kind[c] === k);
  const [suspects, weapons, rooms] = [ofKind(0), ofKind(1), ofKind(2)];
  return { pr, gains: envelopeGains(pr, m.envelope, m.pool, m.kind), order: askOrder(m.observer, m.seats), suspects, weapons, rooms };
}
