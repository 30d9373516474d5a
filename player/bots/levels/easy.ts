// easy: crosses off its own cards and the cards it is shown, nothing else; walks to the nearest room it has
// not crossed off and names cards it has not crossed off; accuses when one card of each kind is left.
import type { BotFactory } from "../bot";
import { cardsOf } from "../knowledge";
import { boardInfo } from "../plan/board";
import { decide } from "../plan/decide";
import { randFor } from "../plan/rand";
import { candidatesOf, certain, namePair, roomValues } from "./shared";

export const easy: BotFactory = (compiled, seed) => {
  const board = boardInfo(compiled);
  const cards = cardsOf(compiled.edition);
  const all = candidatesOf(cards, () => true);
  return (view, legal) => {
    const rand = randFor(seed, view);
    const crossed = new Set([...view.hand, ...view.seen.map((s) => s.card), ...view.faceUp.map((f) => f.card), ...(view.pool.cards ?? [])]);
    const left = candidatesOf(cards, (id) => !crossed.has(id));
    const accusation = certain(left);
    return decide(board, view, legal, {
      accusation: () => accusation,
      roomValues: () => roomValues(board, view, (room) => (left.room.includes(room) ? 1 : 0), accusation),
      suggestion: () => namePair(rand, left, all),
      show: (options) => rand.pick(options),
    }, rand);
  };
};
