// The game store: the engine state and this screen's view of it, changed only by actions through
// `apply` (a human's, from the controls) or the bot runner's. Everything the screen shows is read from
// `view`, which is `viewFor` of the seat whose eyes the screen is.
import {
  actingSeat,
  engineFor,
  eventFor,
  type Action,
  type GameEvent,
  type GameState,
  type LogEntry,
  type PlayerView,
  type Seat,
  type Viewer,
} from "../../engine";
import type { CompiledEdition } from "../../../schemas/graph";
import type { Notebook } from "../../bots/deduce/notebook/notebook";
import { PACE_MS, type Pace } from "../setup/pace";
import type { BotRunner } from "./bots";
import { createStore, type Store } from "./store";
import { eyesFor } from "./viewer";

export interface Session {
  compiled: CompiledEdition;
  state: GameState;
  viewer: Viewer;
  view: PlayerView;
  /** A human the device must be passed to; the screen shows only the hand-over until they confirm. */
  handOver: Seat | null;
  pace: Pace;
  /** The latest events as the viewer sees them, for the live region; `seq` tells one batch from the next. */
  news: { seq: number; entries: readonly LogEntry[] };
  /** The last refused action's message (a human's click that lost a race, a bot's bug). */
  error: string | null;
  /** Who made the last change: a human's is drawn at once, a computer player's may wait for a free moment. */
  by: "human" | "bot";
}

export interface GameStore extends Store<Session> {
  act: (action: Action) => boolean;
  acceptHandOver: () => void;
  setPace: (p: Pace) => void;
  /** The notebook panel's deduction, from the bot runner (a Worker in the page). */
  notebook: (view: PlayerView) => Promise<Notebook | null>;
  dispose: () => void;
}

export interface SessionOptions {
  compiled: CompiledEdition;
  state: GameState;
  pace: Pace;
  runner: BotRunner;
  /** Called after every applied action (saving). */
  onState?: (state: GameState) => void;
}

export function createGameStore(o: SessionOptions): GameStore {
  const engine = engineFor(o.compiled);
  const look = (state: GameState, viewer: Viewer): PlayerView => engine.viewFor(state, viewer);
  const eyes = eyesFor(o.state, "spectator");
  const store = createStore<Session>({
    compiled: o.compiled,
    state: o.state,
    viewer: eyes.viewer,
    view: look(o.state, eyes.viewer),
    handOver: eyes.handOver,
    pace: o.pace,
    news: { seq: 0, entries: [] },
    error: null,
    by: "human",
  });
  let timer: ReturnType<typeof setTimeout> | null = null;
  let asking: GameState | null = null;
  let disposed = false;

  function settle(state: GameState, events: readonly GameEvent[] | null, by: Session["by"]) {
    const s = store.get();
    const e = eyesFor(state, s.viewer);
    const entries = events ? events.map((ev) => eventFor(ev, e.viewer)) : s.news.entries;
    store.set({
      ...s,
      state,
      viewer: e.viewer,
      handOver: e.handOver,
      view: look(state, e.viewer),
      news: events ? { seq: s.news.seq + 1, entries } : s.news,
      error: null,
      by,
    });
    schedule();
  }

  function schedule() {
    if (disposed || timer !== null || asking) return;
    const { state, pace } = store.get();
    if (state.result) return;
    const seat = actingSeat(state);
    if (seat < 0 || state.seats[seat]?.controller.kind !== "bot") return;
    timer = setTimeout(() => {
      timer = null;
      if (disposed || store.get().state !== state) return schedule();
      asking = state;
      o.runner.choose(state, seat).then(
        (action) => {
          asking = null;
          if (disposed || store.get().state !== state) return schedule();
          if (!run(action, "bot"))
            store.set({ ...store.get(), error: `computer player ${seat}: refused ${action.type}` });
        },
        (err: unknown) => {
          asking = null;
          if (!disposed) store.set({ ...store.get(), error: err instanceof Error ? err.message : String(err) });
        },
      );
    }, PACE_MS[pace]);
  }

  function run(action: Action, by: Session["by"]): boolean {
    const r = engine.apply(store.get().state, action);
    if ("error" in r) {
      store.set({ ...store.get(), error: r.error.message });
      return false;
    }
    o.onState?.(r.state);
    settle(r.state, r.events, by);
    return true;
  }

  queueMicrotask(schedule);
  return {
    ...store,
    act(action) {
      const s = store.get();
      if (s.handOver !== null || s.viewer === "spectator" || action.seat !== s.viewer) return false;
      return run(action, "human");
    },
    acceptHandOver() {
      const s = store.get();
      if (s.handOver === null) return;
      const viewer = s.handOver;
      store.set({
        ...s,
        viewer,
        handOver: null,
        view: look(s.state, viewer),
        news: { seq: s.news.seq + 1, entries: [] },
        by: "human",
      });
    },
    setPace(pace) {
      store.set({ ...store.get(), pace });
      if (timer !== null) {
        clearTimeout(timer);
        timer = null;
        schedule();
      }
    },
    notebook: (view) => o.runner.notebook(view),
    dispose() {
      disposed = true;
      if (timer !== null) clearTimeout(timer);
      o.runner.dispose();
    },
  };
}
