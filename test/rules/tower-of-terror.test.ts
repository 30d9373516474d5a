// Clue: The Twilight Zone - Tower of Terror (seed 000, and 002 in Japanese): one scenario per rule.
import { describe, expect, it } from "vitest";
import { act, arrange, entered, refuse, table } from "./helpers";
import { familyScenarios } from "./family";

const t = table("tower-of-terror");
const { legalTypes } = t.engine;

describe("tower of terror: setup", () => {
  it("Minnie Mouse, the Starlet, always plays first", () => {
    const g = t.start(["goofy", "minnie", "pete"]);
    expect(g.seats[g.turn.seat]?.suspect).toBe("minnie");
  });

  it("without Minnie, the next Cast member in seat order starts", () => {
    const g = t.start(["goofy", "pete", "daisy"]);
    expect(g.seats[g.turn.seat]?.suspect).toBe("pete");
  });

  it("each Prop is placed in a different Location", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const g = t.start(["minnie", "donald", "mickey"], seed);
      expect(new Set(g.weapons).size).toBe(6);
      for (const w of g.weapons) expect(w).toBeGreaterThanOrEqual(t.compiled.graph.squareCount);
    }
  });
});

describe("tower of terror: the die", () => {
  it("one die: a roll is 1 to 6 steps", () => {
    const seen = new Set<number>();
    for (let seed = 1; seed <= 100; seed++) {
      const g = act(t, t.start(["minnie", "donald", "mickey"], seed), { type: "roll", seat: 0 });
      expect(g.turn.roll?.faces).toHaveLength(1);
      seen.add(g.turn.roll?.steps ?? 0);
    }
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe("tower of terror: after a Suggestion", () => {
  const four = () => t.start(["minnie", "donald", "mickey", "pete"], 3);
  const envelope: [string, string, string] = ["goofy", "film-reel", "kitchen"];

  it("As soon as the rival shows you one of the cards that you named, end your turn: no Accusation then", () => {
    const s = arrange(t, entered(t, four(), "minnie", "lobby"), { envelope, hands: { 1: ["pete"] } });
    const asked = act(t, s, { type: "suggest", seat: 0, suspect: "pete", weapon: "script" });
    const shown = act(t, asked, { type: "show-card", seat: 1, card: "pete" });
    refuse(
      t,
      shown,
      { type: "accuse", seat: 0, suspect: "goofy", weapon: "film-reel", room: "kitchen" },
      "ACCUSE_NOT_NOW",
    );
    expect(legalTypes(shown, 0)).toEqual(["end-turn"]);
  });

  it("If no one is able to prove your Suggestion false, you may either end your turn or make an Accusation now", () => {
    const s = arrange(t, entered(t, four(), "minnie", "lobby"), { envelope, hands: { 1: [], 2: [], 3: [] } });
    const unanswered = act(t, s, { type: "suggest", seat: 0, suspect: "goofy", weapon: "film-reel" });
    expect(legalTypes(unanswered, 0)).toEqual(["accuse", "end-turn"]);
    expect(
      act(t, unanswered, { type: "accuse", seat: 0, suspect: "goofy", weapon: "film-reel", room: "kitchen" }).result
        ?.winner,
    ).toBe(0);
  });
});

familyScenarios({
  edition: "tower-of-terror",
  suspects: ["minnie", "donald", "mickey", "pete", "daisy", "goofy"],
  weapons: ["clapboard", "script", "camera", "room-key", "mickey-statuette", "film-reel"],
  rooms: {
    diningRoom: "boiler-room",
    hall: "lobby",
    kitchen: "kitchen",
    study: "guest-room-1313",
    lounge: "lounge",
    ballroom: "tip-top-club",
  },
  words: { suspect: "Cast", weapon: "Prop", room: "Location", suggestion: "Suggestion" },
});
