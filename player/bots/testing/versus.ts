// One hard bot against a table of one other kind of player (a level, or a style of testing/styles), in this
// process: hard rotated through the seats from game to game (game g: seat g mod seats), so no seat's
// advantage is its. What the benchmark and the tests of issue 30 count: its wins, its accusations and how
// many were wrong, and, for a test, each moment it accused.
import type { CompiledEdition } from "../../../schemas/graph";
import type { Action, GameState } from "../../engine";
import type { Bot, BotFactory } from "../bot";
import { playBots } from "../game";
import { levelOf } from "../levels";
import { STYLES } from "./styles";

export interface Versus {
  games: number;
  wins: number;
  /** The hard bot's accusations, right and wrong. */
  accusations: number;
  wrong: number;
}

/** A style's or a level's bot maker, by name. */
function playerOf(name: string): BotFactory {
  const make = STYLES.get(name) ?? levelOf(name);
  if (!make) throw new Error(`no level or style "${name}"`);
  return make;
}

/** Game g's seed, spread from the run's (as simulate spreads its own). */
const gameSeed = (seed: number, g: number) =>
  (Math.imul(seed ^ 0x2545f491, 0x9e3779b1) + Math.imul(g + 1, 0x85ebca6b)) | 0;

export function hardVersus(
  compiled: CompiledEdition,
  o: { against: string; players: number; games: number; seed: number },
  /** Hears of every state before the hard seat's accusation, with the seat and the accusation (tests read its view there). */
  beforeAccusing?: (state: GameState, seat: number, accusation: Action) => void,
): Versus {
  const hard = playerOf("hard");
  const other = playerOf(o.against);
  const out: Versus = { games: o.games, wins: 0, accusations: 0, wrong: 0 };
  for (let g = 0; g < o.games; g++) {
    const seat = g % o.players;
    const seed = gameSeed(o.seed, g);
    const bots: Bot[] = Array.from({ length: o.players }, (_, i) =>
      (i === seat ? hard : other)(compiled, (seed * 31 + i) | 0),
    );
    // The engine's seats name a level it knows; the bots played are the ones given. A style passes for a
    // medium bot, which it is but for its habit: the hard level reads a medium bot's rooms (names.ts).
    const levels = bots.map((_, i) => (i === seat ? "hard" : levelOf(o.against) ? o.against : "medium"));
    let before: GameState | null = null;
    const { state } = playBots(compiled, {
      levels,
      seed,
      bots,
      visit: (s, action) => {
        if (action.type === "accuse" && action.seat === seat && before) beforeAccusing?.(before, seat, action);
        before = s;
      },
    });
    const mine = state.players[seat];
    if (state.result?.winner === seat) out.wins++;
    if (mine?.out === "accusation") out.wrong++;
    if (mine?.accused) out.accusations++;
  }
  return out;
}
