import { describe, expect, it } from "vitest";
import { EDITIONS, loadEdition } from "../../test/editions";
import { toArray } from "./chain";
import { engineFor } from "./engine";
import { ERRORS } from "./errors";
import { actingSeat } from "./legal";
import { randomPlayer, randomPolicy } from "./playout";
import type { Action, GameState } from "./types";

const classic = engineFor(loadEdition("classic"));
const fresh = () =>
  classic.createGame({ seats: [{ suspect: "scarlett" }, { suspect: "mustard" }, { suspect: "white" }], seed: 1 });
const code = (state: GameState, action: unknown) => {
  const r = classic.apply(state, action as Action);
  return "error" in r ? r.error.code : "accepted";
};

describe("apply", () => {
  it("answers malformed input with a code and never throws", () => {
    const s = fresh();
    expect(code(s, null)).toBe("BAD_ACTION");
    expect(code(s, "roll")).toBe("BAD_ACTION");
    expect(code(s, { type: "dance", seat: 0 })).toBe("UNKNOWN_ACTION");
    expect(code(s, { type: "toString", seat: 0 })).toBe("UNKNOWN_ACTION");
    expect(code(s, { type: "roll" })).toBe("BAD_SEAT");
    expect(code(s, { type: "roll", seat: 7 })).toBe("BAD_SEAT");
    expect(code(s, { type: "roll", seat: 0, to: 3 })).toBe("BAD_ACTION");
    expect(code(s, { type: "roll", seat: 1 })).toBe("NOT_YOUR_TURN");
    expect(code({ ...s, editionHash: "x" }, { type: "roll", seat: 0 })).toBe("EDITION_MISMATCH");
    expect(code(null as unknown as GameState, { type: "roll", seat: 0 })).toBe("EDITION_MISMATCH");
    expect(code({ ...s, turn: null } as unknown as GameState, { type: "roll", seat: 0 })).toBe("INTERNAL_ERROR");
  });

  it("accepts a legal action, returns events, and appends to the log and the history", () => {
    const s = fresh();
    const r = classic.apply(Object.freeze(s), { type: "roll", seat: 0 });
    if ("error" in r) throw new Error(r.error.code);
    expect(r.events[0]?.type).toBe("rolled");
    expect(toArray(r.state.history)).toEqual([{ type: "roll", seat: 0 }]);
    expect(r.state.log?.prev).toBe(s.log);
    expect(toArray(r.state.log)).toEqual([...toArray(s.log), ...r.events]);
    expect(s.turn.phase).toBe("start");
  });

  it.each(EDITIONS)("returns copies equal to the log's own events, field for field, over whole games of %s", (id) => {
    const engine = engineFor(loadEdition(id));
    for (let seed = 1; seed <= 6; seed++) {
      let state = engine.createGame({
        seats: engine.compiled.edition.suspects.slice(0, 3 + (seed % 3)).map((x) => ({ suspect: x.id })),
        seed,
      });
      const policy = randomPolicy(seed, 0.05);
      const { randomAction } = randomPlayer(engine.compiled);
      for (let i = 0; i < 3000 && !state.result; i++) {
        const a = randomAction(state, actingSeat(state), policy);
        if (!a) break;
        const r = engine.apply(state, a);
        if ("error" in r) throw new Error(r.error.code);
        const logged = toArray(r.state.log).slice(-r.events.length);
        // A copier that dropped a field (or added one) would differ here; and none shares an object.
        expect(r.events).toStrictEqual(logged);
        r.events.forEach((e, k) => expect(e).not.toBe(logged[k]));
        state = r.state;
      }
    }
  });

  it("every error code is SCREAMING_SNAKE with a message", () => {
    for (const [c, m] of Object.entries(ERRORS)) {
      expect(c).toMatch(/^[A-Z][A-Z_]*[A-Z]$/);
      expect(m.length).toBeGreaterThan(10);
    }
  });
});
