// easy: crosses off its own cards and the cards it is shown, nothing else; walks to the nearest room it has
// not crossed off (the ones it has suggested in least, first) and names cards it has not crossed off;
// accuses when one card of each kind is left.
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
    const crossed = new Set([
      ...view.hand,
      ...view.seen.map((s) => s.card),
      ...view.faceUp.map((f) => f.card),
      ...(view.pool.cards ?? []),
    ]);
    const left = candidatesOf(cards, (id) => !crossed.has(id));
    const accusation = certain(left);
    // Without reading what nobody could disprove, it would keep going back to the nearest room left, and
    // that is often the very room in the envelope.
    const tried = new Map<string, number>();
    for (const r of view.records)
      if (r.kind === "suggestion" && r.by === view.viewer) tried.set(r.named[2], (tried.get(r.named[2]) ?? 0) + 1);
    return decide(
      board,
      view,
      legal,
      {
        accusation: () => accusation,
        roomValues: () =>
          roomValues(
            board,
            view,
            (room) => (left.room.includes(room) ? 1 / (1 + 3 * (tried.get(room) ?? 0)) : 0),
            accusation,
          ),
        suggestion: () => namePair(rand, left, all),
        show: (options) => rand.pick(options),
      },
      rand,
    );
  };
};
