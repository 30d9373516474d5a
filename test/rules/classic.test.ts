// Classic Clue (seeds 001 and 004): one scenario per rule.
import { describe, expect, it } from "vitest";
import { act, arrange, entered, place, refuse, table } from "./helpers";
import { familyScenarios } from "./family";

const t = table("classic");
const { legalTypes } = t.engine;

describe("classic: setup", () => {
  it("Miss Scarlett always plays first", () => {
    for (const seats of [
      ["mustard", "scarlett", "plum"],
      ["scarlett", "green", "white", "peacock"],
    ]) {
      const g = t.start(seats);
      expect(g.seats[g.turn.seat]?.suspect).toBe("scarlett");
    }
  });

  it("with nobody playing Miss Scarlett, the next suspect in seat order starts", () => {
    const g = t.start(["white", "plum", "mustard"]);
    expect(g.seats[g.turn.seat]?.suspect).toBe("mustard");
  });

  it("the weapons are spread over the rooms as they fall (two may share a room)", () => {
    const rooms = new Set(t.compiled.edition.rooms.map((r) => t.room(r.id)));
    let shared = false;
    for (let seed = 1; seed <= 40; seed++) {
      const g = t.start(["scarlett", "mustard", "white"], seed);
      for (const w of g.weapons) expect(rooms.has(w)).toBe(true);
      if (new Set(g.weapons).size < g.weapons.length) shared = true;
    }
    expect(shared).toBe(true);
  });
});

describe("classic: dice", () => {
  it("two dice: a roll is 2 to 12 steps", () => {
    const seen = new Set<number>();
    for (let seed = 1; seed <= 200; seed++) {
      const g = act(t, t.start(["scarlett", "mustard", "white"], seed), { type: "roll", seat: 0 });
      expect(g.turn.roll?.faces).toHaveLength(2);
      seen.add(g.turn.roll?.steps ?? 0);
    }
    expect(Math.min(...seen)).toBe(2);
    expect(Math.max(...seen)).toBe(12);
  });
});

describe("classic: around a suggestion", () => {
  const four = () => t.start(["scarlett", "mustard", "white", "green"], 3);

  it("If you are in a room, you may make a Suggestion, then You may make an Accusation: even after a card is shown", () => {
    const s = arrange(t, entered(t, four(), "scarlett", "hall"), {
      envelope: ["plum", "rope", "kitchen"],
      hands: { 1: ["green"] },
    });
    const shown = act(t, act(t, s, { type: "suggest", seat: 0, suspect: "green", weapon: "knife" }), {
      type: "show-card",
      seat: 1,
      card: "green",
    });
    expect(legalTypes(shown, 0)).toEqual(["accuse", "end-turn"]);
    expect(
      act(t, shown, { type: "accuse", seat: 0, suspect: "plum", weapon: "rope", room: "kitchen" }).result?.winner,
    ).toBe(0);
  });

  it("moved into a room by a suggestion: on the next turn suggest there without rolling, or roll and leave, not stay idle", () => {
    const s = place(t, four(), { scarlett: t.room("hall") });
    const brought = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, movedBySuggestion: true } : p)) };
    expect(legalTypes(brought, 0)).toEqual(expect.arrayContaining(["roll", "suggest"]));
    refuse(t, brought, { type: "end-turn", seat: 0 }, "MUST_MOVE");
  });
});

familyScenarios({
  edition: "classic",
  suspects: ["scarlett", "mustard", "white", "green", "peacock", "plum"],
  weapons: ["candlestick", "knife", "lead-pipe", "revolver", "rope", "wrench"],
  rooms: {
    diningRoom: "dining-room",
    hall: "hall",
    kitchen: "kitchen",
    study: "study",
    lounge: "lounge",
    ballroom: "ballroom",
  },
  words: { suspect: "suspect", weapon: "weapon", room: "room", suggestion: "suggestion" },
});
