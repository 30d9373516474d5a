// Views and the events apply returns can not reach into the state: every array and field reachable from
// them is changed (or the change refused, as frozen values refuse it), and the state's JSON, and the
// views made afterwards, are as they were.
import { describe, expect, it } from "vitest";
import { EDITIONS, loadEdition } from "../../test/editions";
import { quick } from "../../test/quick";
import { engineFor } from "./engine";
import { actingSeat } from "./legal";
import { firstSeats, randomPlayer, randomPolicy } from "./playout";
import type { GameState } from "./types";
import type { Viewer } from "./view-types";

/** Tries every kind of change on every array and object reachable from `value` (a frozen one can take none). */
function vandalize(value: unknown, seen = new Set<object>()): void {
  if (typeof value !== "object" || value === null || seen.has(value)) return;
  seen.add(value);
  if (Object.isFrozen(value)) {
    for (const x of Object.values(value)) vandalize(x, seen);
    return;
  }
  const attempt = (f: () => void) => {
    try {
      f();
    } catch {
      // A frozen value refuses the change: that is one of the two good outcomes.
    }
  };
  if (Array.isArray(value)) {
    const items = value.slice();
    for (const x of items) vandalize(x, seen);
    attempt(() => value.reverse());
    attempt(() => value.push("vandal"));
    attempt(() => (value[0] = "vandal"));
    attempt(() => value.splice(0, 1));
    attempt(() => (value.length = 0));
    return;
  }
  const o = value as Record<string, unknown>;
  for (const k of Object.keys(o)) {
    vandalize(o[k], seen);
    attempt(() => (o[k] = typeof o[k] === "number" ? -7 : "vandal"));
  }
  for (const k of Object.keys(o)) attempt(() => delete o[k]);
  attempt(() => (o.added = "vandal"));
}

// Games per edition (fewer in the quick tier).
const GAMES = quick(4, 2);

describe("views and events are not a way into the state", () => {
  it.each(EDITIONS)("%s: every viewer's view and every returned event, vandalized, change nothing", (id) => {
    const compiled = loadEdition(id);
    const { apply, createGame, viewFor } = engineFor(compiled);
    const { randomAction } = randomPlayer(compiled);
    let ended = 0;
    for (let g = 0; g < GAMES; g++) {
      let state: GameState = createGame({ seats: firstSeats(compiled, 4), seed: 40 + g });
      const viewers: Viewer[] = [0, 1, 2, 3, "spectator"];
      const policy = randomPolicy(g, 0.05);
      for (let n = 0; n < 400 && !state.result; n++) {
        const a = randomAction(state, actingSeat(state), policy);
        if (!a) throw new Error("no action");
        const r = apply(state, a);
        if ("error" in r) throw new Error(r.error.code);
        const json = JSON.stringify(r.state);
        vandalize(r.events);
        if (n % 5 === 0 || r.state.result) {
          const views = viewers.map((v) => JSON.stringify(viewFor(r.state, v)));
          const seen = new Set<object>();
          for (const v of viewers) vandalize(viewFor(r.state, v), seen);
          expect(viewers.map((v) => JSON.stringify(viewFor(r.state, v)))).toEqual(views);
        }
        expect(JSON.stringify(r.state)).toBe(json);
        state = r.state;
      }
      if (state.result) ended++;
      // A state read back from JSON (from storage, or posted by a Worker) has no frozen parts of its own.
      const stored = JSON.parse(JSON.stringify(state)) as GameState;
      const json = JSON.stringify(stored);
      const seen = new Set<object>();
      for (const v of viewers) vandalize(viewFor(stored, v), seen);
      expect(JSON.stringify(stored)).toBe(json);
    }
    expect(ended).toBeGreaterThan(0);
  });
});
