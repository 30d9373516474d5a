import { describe, expect, it } from "vitest";
import { EDITIONS, loadEdition } from "../../../test/editions";
import { EFFECTS } from ".";

describe("effects", () => {
  it("every effect kind the editions use has its one file in the registry", () => {
    expect(Object.keys(EFFECTS).sort()).toEqual([
      "addSteps",
      "cancelClock",
      "extraTurn",
      "moveToRoom",
      "peekCard",
      "rollAgain",
    ]);
    for (const id of EDITIONS) {
      const m = loadEdition(id).edition.modules;
      for (const e of [...(m.intrigue?.keepers ?? []), ...(m.personalities?.powers ?? [])].map((x) => x.effect))
        expect(EFFECTS[e.kind].kind).toBe(e.kind);
    }
  });
});
