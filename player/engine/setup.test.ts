import { describe, expect, it } from "vitest";
import { loadEdition } from "../../test/editions";
import { engineFor } from "./engine";
import { EngineFailure } from "./errors";

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
});
