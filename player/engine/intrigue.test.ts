import { describe, expect, it } from "vitest";
import { loadEdition } from "../../test/editions";
import { contextOf } from "./context";
import { engineFor } from "./engine";
import { cancelClock, drawIntrigue } from "./intrigue";
import { CLOCK, type GameEvent } from "./types";

const office = loadEdition("the-office");
const ctx = contextOf(office);
const start = () =>
  engineFor(office).createGame({ seats: [{ suspect: "pam" }, { suspect: "dwight" }, { suspect: "andy" }], seed: 2 });

describe("the Intrigue deck", () => {
  it("an empty deck gives nothing", () => {
    const s = start();
    const ev: GameEvent[] = [];
    const after = drawIntrigue(ctx, { ...s, intrigue: { deck: [], clocksUp: 0, discard: [] } }, 0, ev);
    expect(ev).toEqual([{ type: "intrigue-drawn", seat: 0, drawn: { kind: "empty" } }]);
    expect(after.players[0]?.keepers).toEqual([]);
  });

  it("cancelling with no Clock up changes nothing; otherwise one Clock goes back", () => {
    const s = start();
    expect(cancelClock(s)).toBe(s);
    const up = { ...s, intrigue: { deck: ["parkour"], clocksUp: 2, discard: [] } };
    const after = cancelClock(up);
    expect(after.intrigue?.clocksUp).toBe(1);
    expect([...(after.intrigue?.deck ?? [])].sort()).toEqual([CLOCK, "parkour"].sort());
  });

  it("a game without the module has no deck, and drawing does nothing", () => {
    const classic = loadEdition("classic");
    const s = engineFor(classic).createGame({
      seats: [{ suspect: "scarlett" }, { suspect: "plum" }, { suspect: "white" }],
      seed: 2,
    });
    expect(s.intrigue).toBeNull();
    expect(drawIntrigue(contextOf(classic), s, 0, [])).toBe(s);
  });
});
