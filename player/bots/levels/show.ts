// The hard bot's choice of the card to show. A card the asker has already seen from it teaches nothing,
// one someone else has seen teaches the table nothing new; otherwise the card that tells the asker least
// about the envelope: one of a kind where the asker still has many candidates (ruling one out of many
// hardly narrows it) rather than one where it is down to two or three. What the asker knows is estimated
// from the bot's own view: the asker's hand by the bot's exact probabilities, the cards the bot showed it,
// and for each of its suggestions someone else answered, the card that disprover is likely to have shown.
// Ties go to the card the table already ties to the bot most (a card named in many of the suggestions it
// answered is half known to all already).
import type { Card, PlayerView } from "../../engine";
import type { CardRef, Deduction } from "../deduce";
import type { Rand } from "../plan/rand";
import { shownBefore } from "./shared";

const SHOW = { byKind: 1 };

/** Per kind, the asker's envelope candidates as the bot estimates them (n less what the asker is likely to know). */
export function askerCandidates(
  view: PlayerView,
  asker: number,
  d: Deduction,
  cards: readonly CardRef[],
  index: ReadonlyMap<string, number>,
): Record<CardRef["kind"], number> {
  const H = d.holderCount;
  const p = (card: number, holder: number) => d.p[card * H + holder] ?? 0;
  const known = new Float64Array(cards.length);
  for (let c = 0; c < cards.length; c++) known[c] = p(c, asker);
  const me = view.viewer as number;
  for (const r of view.records) {
    if (r.kind !== "suggestion" || r.by !== asker || r.disprover === null) continue;
    if (r.disprover === me) {
      const c = r.shown ? index.get(r.shown) : undefined;
      if (c !== undefined) known[c] = 1;
      continue;
    }
    const named = r.named.map((id) => index.get(id) ?? -1).filter((c) => c >= 0);
    const total = named.reduce((s, c) => s + p(c, r.disprover as number), 0);
    if (total > 0)
      for (const c of named)
        known[c] = Math.max(known[c] ?? 0, Math.min(1, (known[c] ?? 0) + p(c, r.disprover) / total));
  }
  const out = { suspect: 0, weapon: 0, room: 0 };
  cards.forEach((c, i) => (out[c.kind] += 1 - Math.min(1, known[i] ?? 0)));
  return out;
}

export function showCarefully(
  view: PlayerView,
  options: Card[],
  rand: Rand,
  asker?: () => Record<CardRef["kind"], number> | null,
  kindOf?: (card: Card) => CardRef["kind"] | undefined,
): Card {
  const to = view.waiting?.to ?? -1;
  const before = shownBefore(view);
  const toThem = options.filter((c) => before.get(to)?.has(c));
  if (toThem.length) return rand.pick(toThem);
  const anyone = options.filter((c) => [...before.values()].some((s) => s.has(c)));
  if (anyone.length) return rand.pick(anyone);
  let pool = options;
  const left = SHOW.byKind && options.length > 1 && asker && kindOf ? asker() : null;
  if (left) {
    // Ruling one card out of n candidates teaches log(n / (n - 1)): the least where n is largest.
    const n = (c: Card) => left[kindOf?.(c) ?? "room"];
    const most = Math.max(...options.map(n));
    pool = options.filter((c) => n(c) >= most - 0.5);
  }
  const me = view.viewer as number;
  const tied = (card: Card) =>
    view.records.filter((r) => r.kind === "suggestion" && r.disprover === me && r.named.includes(card)).length;
  let best: Card[] = [];
  let most = -1;
  for (const c of pool) {
    const t = tied(c);
    if (t > most) {
      best = [c];
      most = t;
    } else if (t === most) best.push(c);
  }
  return rand.pick(best);
}
