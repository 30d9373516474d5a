// The sticky shower: asked again by someone it has shown a card before, it shows that card again (as every
// level does where it can); to a new asker, the card it has shown most often, so the table sees as few of
// its cards as it can; and failing both, the first of its options in the order of its hand (a habit, not a
// choice), where medium picks at random.
import type { Card, PlayerView } from "../../../engine";
import type { BotFactory } from "../../bot";
import { styled } from "./wrap";

function shownCounts(view: PlayerView): { toAsker: Set<Card>; times: Map<Card, number> } {
  const to = view.waiting?.to ?? -1;
  const toAsker = new Set<Card>();
  const times = new Map<Card, number>();
  for (const r of view.records)
    if (r.kind === "suggestion" && r.disprover === view.viewer && r.shown) {
      if (r.by === to) toAsker.add(r.shown);
      times.set(r.shown, (times.get(r.shown) ?? 0) + 1);
    }
  return { toAsker, times };
}

export const sticky: BotFactory = styled(() => ({
  show: (view, options) => {
    const { toAsker, times } = shownCounts(view);
    const again = options.find((c) => toAsker.has(c));
    if (again) return again;
    let best = options[0] as Card;
    for (const c of options) if ((times.get(c) ?? 0) > (times.get(best) ?? 0)) best = c;
    return best;
  },
}));
