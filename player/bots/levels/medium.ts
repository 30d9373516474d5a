// medium: the notebook's propagation (every rule of inference, no counting); accuses the moment the
// envelope is certain; goes where an envelope candidate room is, names candidates, shows as little as it can.
import { tracker, type CardRef } from "../deduce";
import { NO, cell } from "../deduce/grid";
import type { BotFactory } from "../bot";
import { cardsOf, knowledgeReader } from "../knowledge";
import { boardInfo } from "../plan/board";
import { decide } from "../plan/decide";
import { randFor } from "../plan/rand";
import type { PlayerView } from "../../engine";
import { candidatesOf, certain, namePair, once, roomValues, showLeast, type Candidates } from "./shared";

/** A view's knowledge changes only with its records, hand and pool: one seat's key for caching. */
export function knowledgeKey(view: PlayerView): string {
  return `${view.viewer}|${view.records.length}|${view.hand.length}|${view.pool.cards?.length ?? -1}`;
}

/** `f(view)`, remembered while the view's knowledge stays the same (a bot asks many times a turn). */
export function perKnowledge<T>(f: (view: PlayerView) => T): (view: PlayerView) => T {
  let last: { key: string; value: T } | null = null;
  return (view) => {
    const key = knowledgeKey(view);
    if (last?.key !== key) last = { key, value: f(view) };
    return last.value;
  };
}

/** The cards propagation (carried from view to view) has not ruled out of the envelope. */
export function candidatesFinder(cards: readonly CardRef[]): (view: PlayerView) => Candidates {
  const propagate = tracker();
  const read = knowledgeReader(cards);
  return perKnowledge((view) => {
    const p = propagate(read(view));
    if (!p.ok) return candidatesOf(cards, (id) => !view.hand.includes(id));
    return candidatesOf(cards, (_id, i) => cell(p.grid, i, p.model.envelope) !== NO);
  });
}

export const medium: BotFactory = (compiled, seed) => {
  const board = boardInfo(compiled);
  const cards = cardsOf(compiled.edition);
  const all = candidatesOf(cards, () => true);
  const candidates = candidatesFinder(cards);
  return (view, legal) => {
    const rand = randFor(seed, view);
    // Worked out only when the decision needs it (showing a card does not).
    const left = () => candidates(view);
    const values = once(() => roomValues(board, view, (room) => (left().room.includes(room) ? 1 : 0.25), certain(left())));
    return decide(board, view, legal, {
      accusation: () => certain(left()),
      roomValues: values,
      suggestion: () => namePair(rand, left(), all),
      show: (options) => showLeast(view, options, rand),
      extra: (l) => (l.types.includes("draw-intrigue") ? { type: "draw-intrigue", seat: view.viewer as number } : null),
    }, rand);
  };
};
