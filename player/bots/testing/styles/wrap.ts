// A style is the medium bot with one habit changed: it moves, accuses (only when propagation is certain) and
// answers as medium does, and the style replaces the suspect and weapon of its suggestions, the room it walks
// into or the card it shows. Wrapping medium's decisions, not copying them, keeps every style's walk the
// levels' walk (but for the room a habit turns it into).
import type { Action, Card, PlayerView } from "../../../engine";
import type { Bot, BotFactory, Legal } from "../../bot";
import { medium } from "../../levels/medium";
import { randFor, type Rand } from "../../plan/rand";
import type { CompiledEdition } from "../../../../schemas/graph";

export interface Habit {
  /** The suspect and weapon to name instead of medium's (null: medium's own). */
  suggest?: (
    view: PlayerView,
    chosen: { suspect: string; weapon: string },
    rand: Rand,
  ) => {
    suspect: string;
    weapon: string;
  } | null;
  /** Where to move instead of medium's choice `chosen`, among the reachable nodes `to` (null: medium's). */
  move?: (view: PlayerView, to: number[], chosen: number, rand: Rand) => number | null;
  /** The card to show instead of medium's. */
  show?: (view: PlayerView, options: Card[], chosen: Card, rand: Rand) => Card;
}

/** A style's bot: medium's decision, with the habit applied to suggestions and shown cards. */
export function styled(habitFor: (compiled: CompiledEdition) => Habit): BotFactory {
  return (compiled, seed) => {
    const base: Bot = medium(compiled, seed);
    const habit = habitFor(compiled);
    return (view: PlayerView, legal: Legal): Action => {
      const a = base(view, legal);
      // A salt of its own, so the habit's draws are not medium's.
      const rand = randFor(seed, view, 0x5717e);
      if (a.type === "suggest" && habit.suggest) {
        const pick = habit.suggest(view, { suspect: a.suspect, weapon: a.weapon }, rand);
        return pick ? { ...a, ...pick } : a;
      }
      if (a.type === "move" && habit.move) {
        const to = legal.list("move").map((x) => (x.type === "move" ? x.to : -1));
        const pick = habit.move(view, to, a.to, rand);
        return pick === null ? a : { ...a, to: pick };
      }
      if (a.type === "show-card" && habit.show) {
        const options = legal.list("show-card").map((x) => (x.type === "show-card" ? x.card : ""));
        return { ...a, card: habit.show(view, options, a.card, rand) };
      }
      return a;
    };
  };
}
