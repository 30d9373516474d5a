// The bluffer: in a set share of its suggestions it names one of its own suspects or weapons, as players do
// to hide a card from the table (nobody can show it, and a reader of names takes it for one it lacks); and
// as often, when a room of its own is in reach, it walks in there to suggest, where medium would have gone on.
import type { CardRef } from "../../deduce";
import type { BotFactory } from "../../bot";
import { cardsOf } from "../../knowledge";
import { boardInfo } from "../../plan/board";
import { styled } from "./wrap";

/**
 * The share of its suggestions in which the bluffer names a suspect or weapon of its own (when it holds one
 * of the kinds), and of its moves with a room of its own in reach that end there.
 */
export const BLUFF_RATE = 0.35;

export function bluffer(rate = BLUFF_RATE): BotFactory {
  return styled((compiled) => {
    const kind = new Map<string, CardRef["kind"]>(cardsOf(compiled.edition).map((c) => [c.id, c.kind]));
    const board = boardInfo(compiled);
    return {
      move: (view, to, chosen, rand) => {
        const mine = (node: number) => view.hand.includes(board.roomOf(node) ?? "");
        if (mine(chosen)) return null;
        const own = to.filter(mine);
        return own.length && rand.chance(rate) ? rand.pick(own) : null;
      },
      suggest: (view, chosen, rand) => {
        if (!rand.chance(rate)) return null;
        const own = (k: CardRef["kind"]) => view.hand.filter((c) => kind.get(c) === k);
        const [suspects, weapons] = [own("suspect"), own("weapon")];
        if (!suspects.length && !weapons.length) return null;
        // One of the two kinds it can bluff with, picked at random; the other name stays medium's.
        const bySuspect = suspects.length > 0 && (!weapons.length || rand.chance(0.5));
        return bySuspect
          ? { suspect: rand.pick(suspects), weapon: chosen.weapon }
          : { suspect: chosen.suspect, weapon: rand.pick(weapons) };
      },
    };
  });
}
