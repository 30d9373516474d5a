// The game the page opens with: the URL's (resumed when the same link saved one), the game in progress
// before a reload, or none (the start screen). A link whose seats the engine can not set up (a computer
// level that does not exist, `bots=constructor`) opens the start screen and says why, as any other
// malformed link does, instead of a game that would fail.
import { engineFor, type GameState } from "../../engine";
import type { CompiledEdition } from "../../../schemas/graph";
import { storedGame } from "../saves/saves";
import { clampPlayers, kindsFor, randomSeed, setupOf, type GameSetup } from "./game-setup";
import type { Pace } from "../../bots/pace";
import { currentKey, resumable } from "./resume";
import type { Settings } from "./settings";
import { setsUpGame, type UrlSetup } from "./url";

export interface EditionChoice {
  key: string;
  compiled: CompiledEdition;
  fromFile?: boolean;
}

export interface Game {
  key: string;
  compiled: CompiledEdition;
  setup?: GameSetup;
  state?: GameState;
  /** The URL query that set it up ("" from the start screen): a reload of the same link resumes it. */
  origin: string;
  /** The computer players' pace it starts at (the menu changes it during the game). */
  pace: Pace;
}

export type First = { game: Game } | { game: null; badLink?: boolean };

export function firstGame(
  editions: readonly EditionChoice[],
  url: UrlSetup,
  search: string,
  settings: Settings,
): First {
  const pace = url.pace ?? settings.pace;
  if (setsUpGame(url)) {
    // An edition the link names but this page lacks: the start screen, not some other edition.
    const e = url.edition ? editions.find((x) => x.key === url.edition) : editions[0];
    if (!e) return { game: null };
    const state = resumable(e.compiled, e.key, search);
    if (state) return { game: { key: e.key, compiled: e.compiled, state, origin: search, pace } };
    const players = clampPlayers(e.compiled, url.players ?? settings.players);
    const kinds = kindsFor(players, Math.min(url.humans ?? 1, players), url.bots ?? "medium");
    const setup = setupOf(e.compiled, kinds, url.seed ?? randomSeed());
    if (engineFor(e.compiled).checkSetup(setup)) return { game: null, badLink: true };
    return { game: { key: e.key, compiled: e.compiled, setup, origin: search, pace } };
  }
  const key = currentKey();
  const e = editions.find((x) => x.key === key);
  const state = e ? resumable(e.compiled, e.key, null) : null;
  if (!e || !state) return { game: null };
  const stored = storedGame(e.key);
  return { game: { key: e.key, compiled: e.compiled, state, origin: stored?.origin ?? "", pace } };
}
