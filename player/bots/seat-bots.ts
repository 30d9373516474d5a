// The computer players of one game's seats, made once per seat and level (bots keep caches) from the game's
// seed, and asked with the seat's view and legal actions only. The page's Worker and the game server both
// play through it; the level is the caller's, so a computer player can stand in for an absent human.
import type { CompiledEdition } from "../../schemas/graph";
import { engineFor, type Action, type GameState, type Seat } from "../engine";
import type { Bot } from "./bot";
import { LEVELS, levelOf } from "./levels";

export function seatBots(compiled: CompiledEdition): (state: GameState, seat: Seat, level: string) => Action {
  const { legalActions, legalTypes, viewFor } = engineFor(compiled);
  const bots = new Map<string, Bot>();
  return (state, seat, level) => {
    const key = `${state.seed}:${seat}:${level}`;
    let bot = bots.get(key);
    if (!bot) {
      const make = levelOf(level) ?? LEVELS.medium;
      bot = make(compiled, (state.seed * 31 + seat) | 0);
      bots.set(key, bot);
    }
    const view = viewFor(state, seat, { log: false });
    return bot(view, { types: legalTypes(state, seat), list: (t) => legalActions(state, seat, t) });
  };
}
