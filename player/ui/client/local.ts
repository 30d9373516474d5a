// The local game behind the GameClient seam: the engine in this page, the computer players in the bot
// runner (a Worker in the page), one screen passed between the humans (viewer.ts), every state handed to
// `onState` (the app saves it). Changed only by actions through `apply`: a human's from `act`, or the bot
// runner's answer.
import {
  actingSeat,
  engineFor,
  saveGame,
  type Action,
  type ActionType,
  type Engine,
  type GameState,
  type Viewer,
} from "../../engine";
import type { CompiledEdition } from "../../../schemas/graph";
import type { BotRunner } from "../bots/runner";
import { PACE_MS, type Pace } from "../../bots/pace";
import { createStore } from "../store/store";
import type { GameClient, Legal, Table } from "./client";
import { eyesFor, humansOf } from "./viewer";

export interface LocalGame extends GameClient {
  /** The whole state, for this page's saves only: nothing on screen reads it. */
  state: () => GameState;
}

export interface LocalOptions {
  compiled: CompiledEdition;
  state: GameState;
  pace: Pace;
  runner: BotRunner;
  /** Called after every applied action (saving). */
  onState?: (state: GameState) => void;
}

function legalFor(engine: Engine, state: GameState, viewer: Viewer, handOver: boolean): Legal {
  const seat = typeof viewer === "number" && !handOver && !state.result ? viewer : null;
  const types = new Set<ActionType>(seat === null ? [] : engine.legalTypes(state, seat));
  const cache = new Map<ActionType, Action[]>();
  return {
    seat,
    types,
    list(type) {
      if (seat === null || !types.has(type)) return [];
      let l = cache.get(type);
      if (!l) cache.set(type, (l = engine.legalActions(state, seat, type)));
      return l as never;
    },
  };
}

function botToAct(state: GameState): number | null {
  if (state.result) return null;
  const seat = actingSeat(state);
  return seat >= 0 && state.seats[seat]?.controller.kind === "bot" ? seat : null;
}

export function createLocalGame(o: LocalOptions): LocalGame {
  const engine = engineFor(o.compiled);
  const game = `${o.compiled.edition.id}:${o.state.editionHash}:${o.state.seed}:${o.state.seats.map((x) => x.controller.kind).join("")}`;
  const humans = humansOf(o.state).length;
  let state = o.state;
  const table = (viewer: Viewer, handOver: number | null, rest: Pick<Table, "error" | "mine" | "pace">) => ({
    compiled: o.compiled,
    game,
    viewer,
    view: engine.viewFor(state, viewer),
    legal: legalFor(engine, state, viewer, handOver !== null),
    handOver,
    thinking: botToAct(state),
    humans,
    ...rest,
  });
  const eyes = eyesFor(state, "spectator");
  const store = createStore<Table>(table(eyes.viewer, eyes.handOver, { error: null, mine: true, pace: o.pace }));
  let pace = o.pace;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let asking: GameState | null = null;
  let disposed = false;
  const fail = (error: string) => store.set({ ...store.get(), error });

  function settle(next: GameState, mine: boolean) {
    const t = store.get();
    state = next;
    const e = eyesFor(next, t.viewer);
    store.set(table(e.viewer, e.handOver, { error: null, mine, pace }));
    schedule();
  }

  function schedule() {
    if (disposed || timer !== null || asking) return;
    const seat = botToAct(state);
    if (seat === null) return;
    const at = state;
    timer = setTimeout(() => {
      timer = null;
      if (disposed || state !== at) return schedule();
      asking = at;
      o.runner.choose(at, seat).then(
        (action) => {
          asking = null;
          if (disposed || state !== at) return schedule();
          if (!run(action, false)) fail(`computer player ${seat}: refused ${action.type}`);
        },
        (err: unknown) => {
          asking = null;
          if (!disposed) fail(err instanceof Error ? err.message : String(err));
        },
      );
    }, PACE_MS[pace]);
  }

  function run(action: Action, mine: boolean): boolean {
    const r = engine.apply(state, action);
    if ("error" in r) {
      fail(r.error.message);
      return false;
    }
    o.onState?.(r.state);
    settle(r.state, mine);
    return true;
  }

  queueMicrotask(schedule);
  return {
    get: store.get,
    subscribe: store.subscribe,
    state: () => state,
    act(action) {
      const t = store.get();
      if (t.legal.seat === null || action.seat !== t.legal.seat) return false;
      return run(action, true);
    },
    acceptHandOver() {
      const t = store.get();
      if (t.handOver === null) return;
      store.set(table(t.handOver, null, { error: null, mine: true, pace }));
    },
    setPace(p) {
      pace = p;
      store.set({ ...store.get(), pace });
      if (timer !== null) {
        clearTimeout(timer);
        timer = null;
        schedule();
      }
    },
    notebook: (view) => o.runner.notebook(view),
    record: () => saveGame(state),
    dispose() {
      disposed = true;
      if (timer !== null) clearTimeout(timer);
      o.runner.dispose();
    },
  };
}
