// Race awareness: how likely the best guess at the envelope is right, how close each opponent is to
// solving (an opponent model read from the public record only), and whether to accuse before certainty.
// A wrong accusation puts the bot out, so it accuses early only when the chance of being right beats the
// chance of still winning by waiting: someone else may accuse first in the turns before its next one.
import type { PlayerView } from "../../engine";
import type { CardRef, Deduction } from "../deduce";
import type { ByKind } from "../knowledge";
import type { Accusation } from "../plan/decide";

export interface Guess {
  accusation: Accusation;
  /** The chance it is right: the product of each kind's best envelope chance (the kinds are nearly independent). */
  p: number;
}

/** The likeliest envelope, from the exact probabilities. */
export function bestGuess(d: Deduction, cards: readonly CardRef[], byKind: ByKind): Guess | null {
  const env = d.model.envelope;
  const H = d.holderCount;
  let p = 1;
  const pick: Partial<Record<CardRef["kind"], string>> = {};
  for (const kind of ["suspect", "weapon", "room"] as const) {
    let best = -1;
    let bp = 0;
    for (const c of byKind[kind]) {
      const x = d.p[c * H + env] ?? 0;
      if (x > bp) {
        bp = x;
        best = c;
      }
    }
    if (best < 0) return null;
    p *= bp;
    pick[kind] = cards[best]?.id;
  }
  return {
    accusation: { suspect: pick.suspect as string, weapon: pick.weapon as string, room: pick.room as string },
    p,
  };
}

/**
 * How close an opponent is to solving, from what everyone saw: its hand and the cards it was shown (one per
 * suggestion of its own that someone answered), as a share of the cards outside the envelope. 0 far, 1 as
 * good as solved.
 */
export function progress(view: PlayerView, seat: number, cardCount: number): number {
  let shown = 0;
  for (const r of view.records) if (r.kind === "suggestion" && r.by === seat && r.disprover !== null) shown++;
  return Math.min(1, ((view.seats[seat]?.handSize ?? 0) + shown) / Math.max(1, cardCount - 3));
}

/** Did `seat` make a suggestion nobody answered? (It settles up to three envelope cards at once for it.) */
function unanswered(view: PlayerView, seat: number): boolean {
  return view.records.some((r) => r.kind === "suggestion" && r.by === seat && r.disprover === null);
}

/**
 * The chance that `seat` accuses rightly before this seat's next turn. Measured on classic games against
 * the medium bot (4 seats): 0.5 % with no card shown to it yet, rising about 1.8 times per card shown to
 * 17 % at six; that curve, by the share of the cards it may know.
 */
export function threat(view: PlayerView, seat: number, cardCount: number): number {
  const x = progress(view, seat, cardCount);
  const q = 0.005 * Math.exp(10.8 * (x - 0.25));
  return Math.min(0.6, q + (unanswered(view, seat) ? 0.4 : 0));
}

/** The chance that some opponent accuses rightly before this seat's next turn. */
export function danger(view: PlayerView, cardCount: number): number {
  const me = view.viewer as number;
  let safe = 1;
  view.seats.forEach((s, seat) => {
    if (seat !== me && s.out === null && !s.accused) safe *= 1 - threat(view, seat, cardCount);
  });
  return 1 - safe;
}

/**
 * Accusing on a guess wins with its chance p; waiting wins only if nobody accuses first, and then about
 * `later` of the time (the bot usually settles the envelope soon after). Below `floor` it never guesses:
 * a wrong accusation is the end of its game.
 */
export const RACE = { floor: 0.8, later: 0.95, bluffing: 0.95 };

/**
 * Accuse on a guess when its chance beats what waiting is worth; certainty always accuses. `floor` is
 * RACE.floor at a table whose names have been honest so far; where someone was caught naming its own card
 * the hard level passes RACE.bluffing: the count takes every deal that fits what was seen to be as likely
 * as any other, and against players who name their own cards or ask by the worst case its 80 % guesses
 * were right about half the time (12 of 300 games each at seed 22, against bluffers and worst-case askers).
 */
export function accuseOnGuess(g: Guess | null, dangerNow: number, floor = RACE.floor): boolean {
  if (!g) return false;
  if (g.p >= 1 - 1e-12) return true;
  return g.p >= floor && g.p > (1 - dangerNow) * RACE.later;
}
