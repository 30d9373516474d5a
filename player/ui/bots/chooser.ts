// Each seat's bot, made once per game (bots keep caches) from the seat's level and the game's seed, and
// asked with the seat's view and the legal actions only. Runs in the Worker (and in tests in-thread).
import { LEVELS, levelOf, cardsOf, knowledgeOf, notebook, type Bot, type Notebook } from "../../bots";
import { engineFor, type Action, type GameState, type PlayerView, type Seat } from "../../engine";
import type { CompiledEdition } from "../../../schemas/graph";
import type { BotRunner } from "./runner";

export function botChooser(compiled: CompiledEdition) {
  const { legalActions, legalTypes, viewFor } = engineFor(compiled);
  const bots = new Map<string, Bot>();
  return (state: GameState, seat: Seat): Action => {
    const c = state.seats[seat]?.controller;
    if (!c || c.kind !== "bot") throw new Error(`seat ${seat} is not a computer player`);
    const key = `${state.seed}:${seat}:${c.level}`;
    let bot = bots.get(key);
    if (!bot) {
      const make = levelOf(c.level) ?? LEVELS.medium;
      bot = make(compiled, (state.seed * 31 + seat) | 0);
      bots.set(key, bot);
    }
    const view = viewFor(state, seat, { log: false });
    return bot(view, { types: legalTypes(state, seat), list: (t) => legalActions(state, seat, t) });
  };
}

/** The seat's notebook, as the notebook panel's default computes it (null for a spectator or a contradiction). */
export function notebookOf(compiled: CompiledEdition, view: PlayerView): Notebook | null {
  if (view.viewer === "spectator") return null;
  const nb = notebook(knowledgeOf(view, cardsOf(compiled.edition)));
  return nb.ok ? nb : null;
}

export function inThreadRunner(compiled: CompiledEdition): BotRunner {
  const choose = botChooser(compiled);
  return {
    // The runner answers in a promise, as the Worker's does; async turns a throw into a rejection as there.
    // eslint-disable-next-line @typescript-eslint/require-await
    choose: async (state, seat) => choose(state, seat),
    // eslint-disable-next-line @typescript-eslint/require-await
    notebook: async (view) => notebookOf(compiled, view),
    dispose() {},
  };
}
