// medium: the notebook's propagation (every rule of inference, no counting); accuses the moment the
// envelope is certain; goes where an envelope candidate room is, names candidates, shows as little as it can.
import { propagateKnowledge, type CardRef } from "../deduce";
import { NO, cell } from "../deduce/grid";
import type { BotFactory } from "../bot";
import { cardsOf, knowledgeOf } from "../knowledge";
import { boardInfo } from "../plan/board";
import { decide } from "../plan/decide";
import { randFor } from "../plan/rand";
import type { PlayerView } from "../../engine";
import { candidatesOf, certain, namePair, roomValues, showLeast, type Candidates } from "./shared";

/** The cards propagation has not ruled out of the envelope. */
export function envelopeCandidates(view: PlayerView, cards: readonly CardRef[]): Candidates {
  const p = propagateKnowledge(knowledgeOf(view, cards));
  if (!p.ok) return candidatesOf(cards, (id) => !view.hand.includes(id));
  return candidatesOf(cards, (_id, i) => cell(p.grid, i, p.model.envelope) !== NO);
}

export const medium: BotFactory = (compiled, seed) => {
  const board = boardInfo(compiled);
  const cards = cardsOf(compiled.edition);
  const all = candidatesOf(cards, () => true);
  return (view, legal) => {
    const rand = randFor(seed, view);
    const left = envelopeCandidates(view, cards);
    const accusation = certain(left);
    return decide(board, view, legal, {
      accusation,
      roomValues: roomValues(board, view, (room) => (left.room.includes(room) ? 1 : 0.25), accusation),
      suggestion: () => namePair(rand, left, all),
      show: (options) => showLeast(view, options, rand),
      extra: (l) => (l.types.includes("draw-intrigue") ? { type: "draw-intrigue", seat: view.viewer as number } : null),
    }, rand);
  };
};
