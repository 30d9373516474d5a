// Each seat's computer player at its seat's level (player/bots' seatBots). Runs in the Worker (and in tests
// in-thread).
import { cardsOf, knowledgeOf, notebook, seatBots, type Notebook } from "../../bots";
import { type Action, type GameState, type PlayerView, type Seat } from "../../engine";
import type { CompiledEdition } from "../../../schemas/graph";
import type { BotRunner } from "./runner";

export function botChooser(compiled: CompiledEdition) {
  const play = seatBots(compiled);
  return (state: GameState, seat: Seat): Action => {
    const c = state.seats[seat]?.controller;
    if (!c || c.kind !== "bot") throw new Error(`seat ${seat} is not a computer player`);
    return play(state, seat, c.level);
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
