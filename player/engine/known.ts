// The cards a view shows its seat as cards: its hand, the cards shown to it, the cards face up, the pool
// once looked at, the envelope once seen, and every hand when the game is over. The UI marks these (none of
// them can be in the envelope but the envelope's own) and the tests check the DOM shows no other card.
import type { Card } from "./types";
import type { PlayerView } from "./view-types";

/** The envelope holds one card of each kind (a `Solution`): the notebook's column for it counts these. */
export const ENVELOPE_SIZE = 3;

export function knownCards(view: PlayerView): Set<Card> {
  const out = new Set<Card>([
    ...view.hand,
    ...view.seen.map((s) => s.card),
    ...view.faceUp.map((f) => f.card),
    ...(view.pool.cards ?? []),
  ]);
  if (view.envelope) for (const c of [view.envelope.suspect, view.envelope.weapon, view.envelope.room]) out.add(c);
  for (const h of view.hands ?? []) for (const c of h) out.add(c);
  return out;
}
