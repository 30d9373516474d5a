// The hard bot's choice of the card to show: what the asker has already seen from it, else what someone
// else has (as every level that cares does), else the card the table already ties to it most: each time it
// answered a suggestion, everyone learnt it holds one of the three cards named, so a card named in many of
// the suggestions it answered is half known to all already, and showing it tells the asker least that is new.
import type { Card, PlayerView } from "../../engine";
import type { Rand } from "../plan/rand";
import { shownBefore } from "./shared";

export function showCarefully(view: PlayerView, options: Card[], rand: Rand): Card {
  const to = view.waiting?.to ?? -1;
  const before = shownBefore(view);
  const toThem = options.filter((c) => before.get(to)?.has(c));
  if (toThem.length) return rand.pick(toThem);
  const anyone = options.filter((c) => [...before.values()].some((s) => s.has(c)));
  if (anyone.length) return rand.pick(anyone);
  const me = view.viewer as number;
  const tied = (card: Card) => view.records.filter((r) => r.kind === "suggestion" && r.disprover === me && r.named.includes(card)).length;
  let best: Card[] = [];
  let most = -1;
  for (const c of options) {
    const t = tied(c);
    if (t > most) (best = [c]), (most = t);
    else if (t === most) best.push(c);
  }
  return rand.pick(best);
}
