// Clue: The Office (seed 003, with our Keepers, powers and board): one scenario per rule.
import { describe, expect, it } from "vitest";
import type { GameState } from "../../player/engine";
import { CLOCK } from "../../player/engine/types";
import {
  act,
  actWithEvents,
  arrange,
  entered,
  events,
  moves,
  place,
  refuse,
  rngWhere,
  rolled,
  table,
  turnOf,
} from "./helpers";

const t = table("the-office");
const { legalActions, legalTypes, viewFor } = t.engine;
const four = () => turnOf(t.start(["pam", "dwight", "andy", "jim"], 4), 0);
/** The Intrigue deck with `top` drawn next (last in the list). */
const deck = (s: GameState, top: string[], clocksUp = s.intrigue?.clocksUp ?? 0): GameState => ({
  ...s,
  intrigue: {
    deck: [
      ...(s.intrigue?.deck ?? []).filter((c) => c !== CLOCK).slice(0, 4),
      ...Array<string>(8 - clocksUp - top.filter((c) => c === CLOCK).length).fill(CLOCK),
      ...top,
    ],
    clocksUp,
    discard: [],
  },
});
const keepers = (s: GameState, seat: number, held: string[]): GameState => ({
  ...s,
  players: s.players.map((p, i) => (i === seat ? { ...p, keepers: held } : p)),
});

describe("the office: setup", () => {
  it("the cards are dealt equally and the rest lie face down in the Sales Dept.", () => {
    const g4 = t.start(["pam", "dwight", "andy", "jim"], 2);
    expect(g4.hands.map((h) => h.length)).toEqual([5, 5, 5, 5]);
    expect(g4.pool).toHaveLength(1);
    const g6 = t.start(["pam", "dwight", "andy", "jim", "angela", "stanley"], 2);
    expect(g6.hands.map((h) => h.length)).toEqual([3, 3, 3, 3, 3, 3]);
    expect(g6.pool).toHaveLength(3);
    expect(viewFor(g6, 0).pool).toEqual({ size: 3, room: "sales", cards: null });
  });

  it("the Sales Dept. has no card and is never in the envelope", () => {
    for (let seed = 1; seed <= 50; seed++)
      expect(t.start(["pam", "dwight", "andy"], seed).envelope.room).not.toBe("sales");
  });

  it("every Weapon starts in the Sales Dept.", () => {
    expect(new Set(t.start(["pam", "dwight", "andy"]).weapons)).toEqual(new Set([t.room("sales")]));
  });

  it("everyone rolls and the highest roll goes first; a tie rolls again", () => {
    let tied = false;
    for (let seed = 1; seed <= 60; seed++) {
      const g = t.start(["pam", "dwight", "andy", "jim"], seed);
      const roll = events(g).find((e) => e.type === "first-roll");
      if (roll?.type !== "first-roll") throw new Error("no first roll");
      const last = roll.rounds.at(-1) ?? [];
      const top = Math.max(...last.map((r) => r.total));
      expect(last.filter((r) => r.total === top).map((r) => r.seat)).toEqual([g.turn.seat]);
      roll.rounds.slice(0, -1).forEach((round, i) => {
        const best = Math.max(...round.map((r) => r.total));
        const tiedSeats = round.filter((r) => r.total === best).map((r) => r.seat);
        expect(tiedSeats.length).toBeGreaterThan(1);
        expect(roll.rounds[i + 1]?.map((r) => r.seat)).toEqual(tiedSeats);
        tied = true;
      });
    }
    expect(tied).toBe(true);
  });

  it("the Intrigue deck holds the eight Clocks and the Keepers, shuffled", () => {
    const g = t.start(["pam", "dwight", "andy"]);
    expect(g.intrigue?.deck.filter((c) => c === CLOCK)).toHaveLength(8);
    expect(g.intrigue?.deck).toHaveLength(22);
  });
});

describe("the office: moving", () => {
  it("the dice: one ordinary, one with a question mark for its six that counts no steps", () => {
    const faces = new Set<string>();
    for (let seed = 1; seed <= 150; seed++) {
      const g = act(t, turnOf(t.start(["pam", "dwight", "andy"], seed), 0), { type: "roll", seat: 0 });
      const f = g.turn.roll?.faces ?? [];
      faces.add(String(f[1]));
      if (f[1] === "?") expect(g.turn.roll?.steps).toBe(f[0]);
    }
    expect(faces).toContain("?");
  });

  it("a badge moves up to the roll: any number of steps from one to the roll", () => {
    const m = moves(t, rolled(place(t, four(), { pam: t.sq(16, 10) }), 3));
    for (const sq of [t.sq(16, 11), t.sq(16, 12), t.sq(16, 13), t.sq(15, 10), t.sq(17, 11)]) expect(m).toContain(sq);
    expect(m).not.toContain(t.sq(16, 10));
  });

  it("a badge may pass over another but never stop on it", () => {
    const s = rolled(place(t, four(), { pam: t.sq(16, 10), dwight: t.sq(16, 11) }), 2);
    expect(moves(t, s)).toContain(t.sq(16, 12));
    expect(moves(t, s)).not.toContain(t.sq(16, 11));
  });

  it("a badge in front of a door does not shut it", () => {
    const s = place(t, four(), { pam: t.room("reception"), dwight: t.sq(2, 7), andy: t.sq(4, 16), jim: t.sq(7, 11) });
    refuse(t, s, { type: "end-turn", seat: 0 }, "MUST_MOVE");
    expect(moves(t, rolled(s, 2))).toContain(t.sq(8, 11));
  });

  it("stepping onto a question-mark space ends the move there and draws an Intrigue card", () => {
    const s = deck(rolled(place(t, four(), { pam: t.sq(16, 12) }), 3), ["parkour"]);
    expect(moves(t, s)).toContain(t.sq(16, 14));
    expect(moves(t, s)).not.toContain(t.sq(16, 15));
    expect(moves(t, rolled(s, 5))).toContain(t.sq(16, 15));
    const { state, events: ev } = actWithEvents(t, s, { type: "move", seat: 0, to: t.sq(16, 14) });
    expect(ev).toContainEqual({ type: "intrigue-drawn", seat: 0, drawn: { kind: "keeper", keeper: "parkour" } });
    expect(state.players[0]?.keepers).toEqual(["parkour"]);
  });

  it("rolling the question mark draws an Intrigue card at once", () => {
    const s = { ...deck(four(), ["pretzel-day"]), rng: rngWhere((d) => (d(0, 5), d(0, 5) === 5)) };
    const g = act(t, s, { type: "roll", seat: 0 });
    expect(g.turn.roll?.faces[1]).toBe("?");
    expect(g.players[0]?.keepers).toEqual(["pretzel-day"]);
  });

  it("a secret passage joins the corner Rooms in pairs", () => {
    const s = place(t, four(), { pam: t.room("annex") });
    expect(legalActions(s, 0, "passage")).toEqual([{ type: "passage", seat: 0, room: "warehouse" }]);
    expect(legalActions(place(t, four(), { pam: t.room("parking-lot") }), 0, "passage")).toEqual([
      { type: "passage", seat: 0, room: "break-room" },
    ]);
  });

  it("a badge may not go back into a Room it left this turn", () => {
    expect(moves(t, rolled(place(t, four(), { pam: t.room("kitchen") }), 6))).not.toContain(t.room("kitchen"));
  });

  it("a badge must leave its Room each turn, unless a Rumor brought it there", () => {
    const s = place(t, four(), { pam: t.room("kitchen") });
    refuse(t, s, { type: "end-turn", seat: 0 }, "MUST_MOVE");
    const brought = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, movedBySuggestion: true } : p)) };
    expect(legalActions(brought, 0, "suggest")).toHaveLength(54);
  });
});

describe("the office: Rumors and the Sales Dept.", () => {
  it("a Rumor is never started in the Sales Dept.", () => {
    refuse(
      t,
      entered(t, four(), "pam", "sales"),
      { type: "suggest", seat: 0, suspect: "jim", weapon: "nunchucks" },
      "NO_SUGGESTION_HERE",
    );
  });

  it("an Accusation is made only in the Sales Dept.", () => {
    const s = arrange(t, four(), { envelope: ["jim", "nunchucks", "kitchen"] });
    refuse(
      t,
      entered(t, s, "pam", "kitchen"),
      { type: "accuse", seat: 0, suspect: "jim", weapon: "nunchucks", room: "kitchen" },
      "ACCUSE_ONLY_IN_ROOM",
    );
    refuse(
      t,
      s,
      { type: "accuse", seat: 0, suspect: "jim", weapon: "nunchucks", room: "kitchen" },
      "ACCUSE_ONLY_IN_ROOM",
    );
    const won = act(t, entered(t, s, "pam", "sales"), {
      type: "accuse",
      seat: 0,
      suspect: "jim",
      weapon: "nunchucks",
      room: "kitchen",
    });
    expect(won.result).toEqual({ winner: 0, reason: "accusation" });
  });

  it("in the Sales Dept. a player looks at the face-down cards or accuses, not both, and only they see them", () => {
    const s = entered(t, four(), "pam", "sales");
    const looked = act(t, s, { type: "look-pool", seat: 0 });
    expect(viewFor(looked, 0).pool.cards).toEqual(s.pool);
    expect(viewFor(looked, 1).pool.cards).toBeNull();
    expect(viewFor(looked, 1).log.at(-1)).toEqual({ type: "pool-looked", seat: 0 });
    refuse(
      t,
      looked,
      { type: "accuse", seat: 0, suspect: "jim", weapon: "nunchucks", room: "kitchen" },
      "POOL_ALREADY_CHOSEN",
    );
    refuse(t, entered(t, four(), "pam", "kitchen"), { type: "look-pool", seat: 0 }, "NO_POOL_HERE");
  });

  it("If you move to the Sales Dept.: looking at the face-down cards and accusing follow a move in, in that turn only", () => {
    const s = arrange(t, four(), { envelope: ["jim", "nunchucks", "kitchen"] });
    const accuse = { type: "accuse", seat: 0, suspect: "jim", weapon: "nunchucks", room: "kitchen" } as const;
    // Standing in Sales at the start of a turn is not moving there.
    const standing = place(t, s, { pam: t.room("sales") });
    refuse(t, standing, accuse, "ONLY_ON_ENTRY");
    refuse(t, standing, { type: "look-pool", seat: 0 }, "ONLY_ON_ENTRY");
    expect(legalTypes(standing, 0)).not.toContain("look-pool");
    // Moving in allows either; really walking in from the square in front of a door.
    const door = t.compiled.graph.adj[t.compiled.graph.adjStart[t.room("sales")] as number] as number;
    const walked = act(t, rolled(place(t, s, { pam: door }), 1), { type: "move", seat: 0, to: t.room("sales") });
    expect(legalTypes(walked, 0)).toEqual(expect.arrayContaining(["accuse", "look-pool"]));
    expect(act(t, walked, accuse).result?.winner).toBe(0);
    // Looking uses the visit: no accusation that turn, nor at the start of the next one spent there.
    const looked = act(t, walked, { type: "look-pool", seat: 0 });
    refuse(t, looked, accuse, "POOL_ALREADY_CHOSEN");
    refuse(t, turnOf(looked, 0), accuse, "ONLY_ON_ENTRY");
  });

  it("On your turn you must move out of a room unless you were moved there during a Rumor: then you may stay", () => {
    const s = place(t, four(), { pam: t.room("kitchen") });
    refuse(t, s, { type: "end-turn", seat: 0 }, "MUST_MOVE");
    const brought = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, movedBySuggestion: true } : p)) };
    expect(legalTypes(brought, 0)).toEqual(expect.arrayContaining(["roll", "suggest", "end-turn"]));
    const stayed = act(t, brought, { type: "end-turn", seat: 0 });
    expect(stayed.tokens[t.suspect("pam")]).toBe(t.room("kitchen"));
    expect(stayed.turn.seat).toBe(1);
    // Moved by dwight's Rumor: pam stays on her next turn without moving.
    let g = act(t, entered(t, turnOf(four(), 1), "dwight", "kitchen"), {
      type: "suggest",
      seat: 1,
      suspect: "pam",
      weapon: "nunchucks",
    });
    if (g.pending) g = act(t, g, { type: "show-card", seat: g.pending.seat, card: g.pending.options[0] as string });
    g = act(t, g, { type: "end-turn", seat: 1 });
    g = turnOf(g, 0);
    expect(act(t, g, { type: "end-turn", seat: 0 }).tokens[t.suspect("pam")]).toBe(t.room("kitchen"));
  });

  it("a player out by the eighth Clock no longer plays: disproving passes them by; a wrong accuser still disproves", () => {
    const s = arrange(t, entered(t, four(), "pam", "kitchen"), {
      envelope: ["stanley", "bacon-grill", "annex"],
      hands: {
        1: ["jim", "reception", "warehouse", "accounting", "break-room"],
        2: ["nunchucks", "rabid-bat", "parking-lot", "angela", "mr-a-knife"],
      },
    });
    const rumor = { type: "suggest", seat: 0, suspect: "jim", weapon: "nunchucks" } as const;
    const clocked = { ...s, players: s.players.map((p, i) => (i === 1 ? { ...p, out: "clock" as const } : p)) };
    const { state, events: ev } = actWithEvents(t, clocked, rumor);
    expect(state.pending).toMatchObject({ seat: 2, to: 0, options: ["nunchucks"] });
    expect(ev.filter((e) => e.type === "cannot-disprove")).toEqual([]);
    expect(state.suggestions.at(-1)).toMatchObject({ passed: [], disprover: 2 });
    const accuser = {
      ...s,
      players: s.players.map((p, i) => (i === 1 ? { ...p, out: "accusation" as const, accused: true } : p)),
    };
    expect(act(t, accuser, rumor).pending).toMatchObject({ seat: 1, options: ["jim"] });
  });

  it("a Rumor someone proves false ends the turn: no second Rumor, no roll, no Accusation", () => {
    const s = arrange(t, entered(t, four(), "pam", "kitchen"), {
      envelope: ["stanley", "bacon-grill", "annex"],
      hands: { 1: ["jim"] },
    });
    const shown = act(t, act(t, s, { type: "suggest", seat: 0, suspect: "jim", weapon: "nunchucks" }), {
      type: "show-card",
      seat: 1,
      card: "jim",
    });
    refuse(t, shown, { type: "suggest", seat: 0, suspect: "angela", weapon: "nunchucks" }, "ALREADY_SUGGESTED");
    refuse(t, shown, { type: "roll", seat: 0 }, "ALREADY_ROLLED");
    expect(legalTypes(shown, 0)).toContain("end-turn");
    for (const type of ["suggest", "roll", "move", "passage", "accuse", "look-pool"] as const)
      expect(legalTypes(shown, 0)).not.toContain(type);
  });

  it("no Accusation after a Rumor in the same turn", () => {
    const s = arrange(t, entered(t, four(), "pam", "kitchen"), {
      envelope: ["jim", "nunchucks", "kitchen"],
      hands: { 1: [], 2: [], 3: [] },
    });
    const after = act(t, s, { type: "suggest", seat: 0, suspect: "jim", weapon: "nunchucks" });
    refuse(
      t,
      after,
      { type: "accuse", seat: 0, suspect: "jim", weapon: "nunchucks", room: "kitchen" },
      "ACCUSE_NOT_NOW",
    );
  });

  it("a player whose badge a Rumor brought in from elsewhere may draw an Intrigue card on their turn", () => {
    const s = deck(entered(t, four(), "pam", "kitchen"), ["fire-drill"]);
    let g = act(t, s, { type: "suggest", seat: 0, suspect: "dwight", weapon: "nunchucks" });
    expect(g.players[1]?.drawsOwed).toBe(1);
    if (g.pending) g = act(t, g, { type: "show-card", seat: g.pending.seat, card: g.pending.options[0] as string });
    refuse(t, g, { type: "draw-intrigue", seat: 0 }, "NO_DRAW_OWED");
    g = act(t, g, { type: "end-turn", seat: 0 });
    expect(legalActions(g, 1, "draw-intrigue")).toHaveLength(1);
    g = act(t, g, { type: "draw-intrigue", seat: 1 });
    expect(g.players[1]?.keepers).toEqual(["fire-drill"]);
    refuse(t, g, { type: "draw-intrigue", seat: 1 }, "NO_DRAW_OWED");
  });

  it("no draw for a badge already in the Room, one nobody plays, or a player who is out", () => {
    const s = place(t, entered(t, four(), "pam", "kitchen"), { dwight: t.room("kitchen") });
    expect(act(t, s, { type: "suggest", seat: 0, suspect: "dwight", weapon: "nunchucks" }).players[1]?.drawsOwed).toBe(
      0,
    );
    const unplayed = act(t, entered(t, four(), "pam", "kitchen"), {
      type: "suggest",
      seat: 0,
      suspect: "stanley",
      weapon: "nunchucks",
    });
    expect(unplayed.tokens[t.suspect("stanley")]).toBe(t.room("kitchen"));
    expect(unplayed.players.map((p) => p.drawsOwed)).toEqual([0, 0, 0, 0]);
    const out = entered(
      t,
      { ...four(), players: four().players.map((p, i) => (i === 1 ? { ...p, out: "clock" as const } : p)) },
      "pam",
      "kitchen",
    );
    expect(
      act(t, out, { type: "suggest", seat: 0, suspect: "dwight", weapon: "nunchucks" }).players[1]?.drawsOwed,
    ).toBe(0);
  });
});

describe("the office: the Intrigue deck", () => {
  it("Clocks before the eighth lie face up and do nothing", () => {
    const s = deck(rolled(place(t, four(), { pam: t.sq(16, 12) }), 2), [CLOCK], 3);
    const g = act(t, s, { type: "move", seat: 0, to: t.sq(16, 14) });
    expect(g.intrigue?.clocksUp).toBe(4);
    expect(g.players[0]?.out).toBeNull();
    expect(viewFor(g, 2).intrigue).toMatchObject({ clocksUp: 4, clocks: 8 });
  });

  it("the eighth Clock puts the drawer out, lays their hand face up, and goes back into the deck", () => {
    const s = deck(rolled(place(t, four(), { pam: t.sq(16, 12) }), 2), [CLOCK], 7);
    const before = s.intrigue?.deck.length ?? 0;
    const g = act(t, s, { type: "move", seat: 0, to: t.sq(16, 14) });
    expect(g.players[0]?.out).toBe("clock");
    expect(g.intrigue?.clocksUp).toBe(7);
    expect(g.intrigue?.deck).toHaveLength(before);
    expect(g.intrigue?.deck).toContain(CLOCK);
    expect(
      viewFor(g, 3)
        .faceUp.map((f) => f.card)
        .sort(),
    ).toEqual([...(s.hands[0] ?? [])].sort());
    expect(viewFor(g, 3).records).toContainEqual({ kind: "faceUp", holder: 0, cards: s.hands[0] });
    expect(g.turn.seat).toBe(1);
  });

  it("a player who is out draws no more Intrigue cards, even if a state gives them the turn and a draw", () => {
    const s = deck(four(), ["parkour"]);
    for (const reason of ["accusation", "clock"] as const) {
      const out = turnOf(
        { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, out: reason, drawsOwed: 1 } : p)) },
        0,
      );
      expect(legalActions(out, 0, "draw-intrigue")).toEqual([]);
      expect(legalTypes(out, 0)).not.toContain("draw-intrigue");
      refuse(t, out, { type: "draw-intrigue", seat: 0 }, "OUT_OF_GAME");
    }
    // The same draw for a player still in is taken.
    const inGame = turnOf({ ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, drawsOwed: 1 } : p)) }, 0);
    expect(act(t, inGame, { type: "draw-intrigue", seat: 0 }).players[0]?.keepers).toEqual(["parkour"]);
  });

  it("Keepers are kept, and any number may be played in a turn", () => {
    let g = keepers(rolled(place(t, four(), { pam: t.sq(16, 10) }), 3), 0, ["parkour", "pretzel-day", "parkour"]);
    g = act(t, g, { type: "play-keeper", seat: 0, keeper: "parkour" });
    g = act(t, g, { type: "play-keeper", seat: 0, keeper: "parkour" });
    g = act(t, g, { type: "play-keeper", seat: 0, keeper: "pretzel-day" });
    expect(g.turn.roll?.steps).toBe(11);
    expect(g.players[0]?.keepers).toEqual([]);
    expect(g.intrigue?.discard).toEqual(["parkour", "parkour", "pretzel-day"]);
    refuse(t, g, { type: "play-keeper", seat: 0, keeper: "parkour" }, "NO_SUCH_KEEPER");
  });

  it("nobody wins when everyone is out, and a player left alone does not win by default", () => {
    let g = arrange(t, t.start(["pam", "dwight", "andy"], 7), { envelope: ["jim", "nunchucks", "kitchen"] });
    g = entered(t, turnOf(g, 0), "pam", "sales");
    g = act(t, g, { type: "accuse", seat: 0, suspect: "pam", weapon: "nunchucks", room: "kitchen" });
    g = entered(t, g, "dwight", "sales");
    g = act(t, g, { type: "accuse", seat: 1, suspect: "pam", weapon: "nunchucks", room: "kitchen" });
    expect(g.result).toBeNull();
    expect(g.turn.seat).toBe(2);
    g = deck(rolled(place(t, g, { andy: t.sq(16, 12) }), 2), [CLOCK], 7);
    g = act(t, g, { type: "move", seat: 2, to: t.sq(16, 14) });
    expect(g.result).toEqual({ winner: null, reason: "everyone-out" });
  });
});

describe("the office: Keeper and power effects", () => {
  it("take another turn after this one (Pretzel Day)", () => {
    let g = keepers({ ...four(), turn: { ...four().turn, phase: "moved" } }, 0, ["pretzel-day"]);
    g = act(t, g, { type: "play-keeper", seat: 0, keeper: "pretzel-day" });
    g = act(t, g, { type: "end-turn", seat: 0 });
    expect(g.turn.seat).toBe(0);
    g = act(t, { ...g, turn: { ...g.turn, phase: "moved" } }, { type: "end-turn", seat: 0 });
    expect(g.turn.seat).toBe(1);
  });

  it("add steps after rolling, never before (Parkour!)", () => {
    const s = keepers(four(), 0, ["parkour"]);
    refuse(t, s, { type: "play-keeper", seat: 0, keeper: "parkour" }, "EFFECT_NOT_NOW");
    expect(act(t, rolled(s, 5), { type: "play-keeper", seat: 0, keeper: "parkour" }).turn.roll?.steps).toBe(9);
  });

  it("roll again and use the new roll (Fire Drill)", () => {
    const s = {
      ...keepers(rolled(four(), 12), 0, ["fire-drill"]),
      rng: rngWhere((d) => d(0, 5) === 0 && d(0, 5) === 0),
    };
    const g = act(t, s, { type: "play-keeper", seat: 0, keeper: "fire-drill" });
    expect(g.turn.roll).toEqual({ faces: [1, 1], steps: 2 });
  });

  it("look at a random card of another player's hand, which only the looker sees (Water Cooler Talk)", () => {
    const s = keepers(four(), 0, ["water-cooler"]);
    expect(legalActions(s, 0, "play-keeper").map((a) => (a as { target?: number }).target)).toEqual([1, 2, 3]);
    refuse(t, s, { type: "play-keeper", seat: 0, keeper: "water-cooler" }, "EFFECT_NOT_NOW");
    const g = act(t, s, { type: "play-keeper", seat: 0, keeper: "water-cooler", target: 2 });
    const seen = viewFor(g, 0).seen;
    expect(seen).toHaveLength(1);
    expect(s.hands[2]).toContain(seen[0]?.card);
    expect(viewFor(g, 0).log.at(-1)).toMatchObject({ type: "peeked", target: 2, card: seen[0]?.card });
    for (const other of [1, 2, 3]) expect(viewFor(g, other).log.at(-1)).toEqual({ type: "peeked", seat: 0, target: 2 });
  });

  it("put the last Clock back into the deck and shuffle it (That's What She Said)", () => {
    const s = keepers(deck(four(), [], 3), 0, ["thats-what-she-said"]);
    const g = act(t, s, { type: "play-keeper", seat: 0, keeper: "thats-what-she-said" });
    expect(g.intrigue?.clocksUp).toBe(2);
    expect(g.intrigue?.deck.filter((c) => c === CLOCK)).toHaveLength(6);
    refuse(
      t,
      keepers(deck(four(), [], 0), 0, ["thats-what-she-said"]),
      { type: "play-keeper", seat: 0, keeper: "thats-what-she-said" },
      "EFFECT_NOT_NOW",
    );
  });

  it("instead of moving, go straight into a named Room and start a Rumor there (Conference Room, Five Minutes)", () => {
    const s = keepers(four(), 0, ["conference-room-five-minutes"]);
    const g = act(t, s, { type: "play-keeper", seat: 0, keeper: "conference-room-five-minutes" });
    expect(g.tokens[t.suspect("pam")]).toBe(t.room("conference-room"));
    expect(legalActions(g, 0, "suggest")).toHaveLength(54);
    refuse(t, g, { type: "roll", seat: 0 }, "ALREADY_ROLLED");
    refuse(t, rolled(s, 4), { type: "play-keeper", seat: 0, keeper: "conference-room-five-minutes" }, "EFFECT_NOT_NOW");
  });

  it("instead of moving, go straight into any Room, the Sales Dept. included (Threat Level Midnight)", () => {
    const s = arrange(t, keepers(four(), 0, ["threat-level-midnight"]), { envelope: ["jim", "nunchucks", "kitchen"] });
    expect(legalActions(s, 0, "play-keeper")).toHaveLength(10);
    const g = act(t, s, { type: "play-keeper", seat: 0, keeper: "threat-level-midnight", room: "sales" });
    expect(
      act(t, g, { type: "accuse", seat: 0, suspect: "jim", weapon: "nunchucks", room: "kitchen" }).result?.winner,
    ).toBe(0);
  });

  it("a Personality power is used once per game", () => {
    const s = turnOf(four(), 3);
    const g = act(t, s, { type: "use-power", seat: 3, room: "annex" });
    expect(g.tokens[t.suspect("jim")]).toBe(t.room("annex"));
    expect(g.players[3]?.powerUsed).toBe(true);
    const later = turnOf(g, 3);
    refuse(t, later, { type: "use-power", seat: 3, room: "kitchen" }, "NO_POWER");
    expect(events(g).at(-2)).toMatchObject({ type: "effect", seat: 3, source: { power: "Gone Fishing" } });
  });
});
