import { describe, expect, it } from "vitest";
import { loadEdition } from "../../test/editions";
import { engineFor } from "./engine";
import { EngineFailure } from "./errors";
import { saveGame } from "./save/save";

const classic = engineFor(loadEdition("classic"));

describe("createGame", () => {
  it("is deterministic in its seed and puts seats in suspect order", () => {
    const seats = [{ suspect: "plum" }, { suspect: "scarlett" }, { suspect: "white" }];
    const a = classic.createGame({ seats, seed: 42 });
    expect(classic.createGame({ seats, seed: 42 })).toEqual(a);
    expect(classic.createGame({ seats, seed: 43 })).not.toEqual(a);
    expect(a.seats.map((s) => s.suspect)).toEqual(["scarlett", "white", "plum"]);
    expect(a.seats[0]?.controller).toEqual({ kind: "human" });
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
  });

  it("refuses seats the edition can not take, with a code", () => {
    const bad = [
      { seats: [{ suspect: "scarlett" }, { suspect: "plum" }], seed: 1 },
      { seats: [{ suspect: "scarlett" }, { suspect: "plum" }, { suspect: "plum" }], seed: 1 },
      { seats: [{ suspect: "scarlett" }, { suspect: "plum" }, { suspect: "batman" }], seed: 1 },
      { seats: [{ suspect: "scarlett" }, { suspect: "plum" }, { suspect: "white" }], seed: 1.5 },
    ];
    for (const o of bad) {
      expect(classic.checkSetup(o)?.code).toBe("SETUP_INVALID");
      expect(() => classic.createGame(o)).toThrow(EngineFailure);
    }
  });

  it("refuses a controller that is not a human or a bot of a known level, whatever key it names", () => {
    const withController = (controller: unknown) =>
      ({ seats: [{ suspect: "scarlett" }, { suspect: "plum" }, { suspect: "white", controller }], seed: 1 }) as never;
    for (const level of ["__proto__", "constructor", "toString", "hasOwnProperty", "genius", "", 3])
      expect(classic.checkSetup(withController({ kind: "bot", level }))?.code).toBe("SETUP_INVALID");
    for (const c of [{ kind: "alien" }, { kind: "__proto__" }, null, "human", { kind: "human", level: "hard" }])
      expect(classic.checkSetup(withController(c))?.code).toBe("SETUP_INVALID");
    for (const c of [
      undefined,
      { kind: "human" },
      ...["random", "easy", "medium", "hard"].map((level) => ({ kind: "bot", level })),
    ])
      expect(classic.checkSetup(withController(c))).toBeNull();
  });

  it("refuses to load a save whose seat names a level such as __proto__, its check made anew", () => {
    const state = classic.createGame({
      seats: [{ suspect: "scarlett" }, { suspect: "plum" }, { suspect: "white" }],
      seed: 5,
    });
    const seats = state.seats.map((x, i) =>
      i === 2 ? { ...x, controller: { kind: "bot" as const, level: "__proto__" } } : x,
    );
    // saveGame hashes what it is given: the save's check fits its hostile seat.
    const r = classic.loadGame(JSON.parse(JSON.stringify(saveGame({ ...state, seats }))));
    expect("error" in r && r.error.code).toBe("SAVE_TAMPERED");
    expect("error" in r && r.error.message).toMatch(/neither a human nor a computer player of a known level/);
  });
});
