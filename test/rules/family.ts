// The rules Classic Clue and Tower of Terror share (same board, same movement and suggestion rules), as
// scenarios over ids given by each edition's test file. Edition-only rules live in that file.
import { describe, expect, it } from "vitest";
import type { GameState } from "../../player/engine";
import { act, actWithEvents, arrange, entered, events, moves, place, refuse, rolled, table, turnOf } from "./helpers";

export interface Family {
  edition: string;
  /** The first four suspects in seat order, then the two others. */
  suspects: [string, string, string, string, string, string];
  weapons: [string, string, string, string, string, string];
  /** Rooms on the shared board by their classic place. */
  rooms: { diningRoom: string; hall: string; kitchen: string; study: string; lounge: string; ballroom: string };
  /** Test names in the edition's words. */
  words: { suspect: string; weapon: string; room: string; suggestion: string };
}

export function familyScenarios(f: Family): void {
  const t = table(f.edition);
  const { legalActions, legalTypes, viewFor } = t.engine;
  const [s0, s1, s2, s3, s4, s5] = f.suspects;
  const [w0, w1, w2] = f.weapons;
  const { diningRoom, hall, kitchen, study } = f.rooms;
  const four = () => t.start([s0, s1, s2, s3], 3);
  const { suspect, weapon, room, suggestion } = f.words;

  describe("moving", () => {
    it("the whole roll is used: no square nearer than the roll", () => {
      const s = rolled(place(t, four(), { [s0]: t.sq(17, 4) }), 2);
      const m = moves(t, s);
      expect(m).toContain(t.sq(17, 6));
      expect(m).toContain(t.sq(16, 5));
      for (const near of [t.sq(17, 5), t.sq(17, 3), t.sq(16, 4), t.sq(18, 4)]) expect(m).not.toContain(near);
      refuse(t, s, { type: "move", seat: 0, to: t.sq(17, 5) }, "NOT_REACHABLE");
      // Three steps reach a neighbour only by going round a block of four squares.
      expect(moves(t, rolled(place(t, four(), { [s0]: t.sq(17, 4) }), 3))).not.toContain(t.sq(17, 6));
    });

    it("steps go up, down, left or right, never diagonally", () => {
      const s = rolled(place(t, four(), { [s0]: t.sq(17, 4) }), 1);
      expect(moves(t, s).sort((a, b) => a - b)).toEqual(
        [t.sq(16, 4), t.sq(17, 3), t.sq(17, 5), t.sq(18, 4)].sort((a, b) => a - b),
      );
    });

    it("no square is entered twice in a turn, so the token never ends where it began", () => {
      for (const steps of [2, 4, 6])
        expect(moves(t, rolled(place(t, four(), { [s0]: t.sq(17, 4) }), steps))).not.toContain(t.sq(17, 4));
    });

    it(`a ${suspect} token can be neither passed nor shared`, () => {
      const s = rolled(place(t, four(), { [s0]: t.sq(17, 4), [s1]: t.sq(17, 5) }), 2);
      expect(moves(t, s)).not.toContain(t.sq(17, 6));
      expect(moves(t, rolled(place(t, four(), { [s0]: t.sq(17, 4), [s1]: t.sq(17, 5) }), 1))).not.toContain(
        t.sq(17, 5),
      );
    });

    it(`the door is a step into the ${room}, and entering ends the move whatever is left of the roll`, () => {
      const at = (steps: number) => moves(t, rolled(place(t, four(), { [s0]: t.sq(17, 6) }), steps));
      expect(at(1)).not.toContain(t.room(diningRoom));
      expect(at(2)).toContain(t.room(diningRoom));
      expect(at(9)).toContain(t.room(diningRoom));
      const s = act(t, rolled(place(t, four(), { [s0]: t.sq(17, 6) }), 9), {
        type: "move",
        seat: 0,
        to: t.room(diningRoom),
      });
      expect(s.tokens[t.suspect(s0)]).toBe(t.room(diningRoom));
      expect(s.turn.phase).toBe("moved");
    });

    it("a token in front of a door shuts it, going in and coming out", () => {
      const shut = place(t, four(), { [s0]: t.sq(17, 6), [s1]: t.sq(16, 6) });
      expect(moves(t, rolled(shut, 4))).not.toContain(t.room(diningRoom));
      const inside = rolled(place(t, four(), { [s0]: t.room(diningRoom), [s1]: t.sq(16, 6) }), 3);
      expect(moves(t, inside)).not.toContain(t.sq(17, 6));
      expect(moves(t, inside)).toContain(t.sq(10, 8));
    });

    it(`a ${room} left this turn can not be entered again`, () => {
      const s = rolled(place(t, four(), { [s0]: t.room(diningRoom) }), 2);
      expect(moves(t, s)).not.toContain(t.room(diningRoom));
      refuse(t, s, { type: "move", seat: 0, to: t.room(diningRoom) }, "NOT_REACHABLE");
    });

    it("a secret passage takes the token to the far corner instead of rolling", () => {
      const s = place(t, four(), { [s0]: t.room(kitchen) });
      expect(legalActions(s, 0, "passage")).toEqual([{ type: "passage", seat: 0, room: study }]);
      const after = act(t, s, { type: "passage", seat: 0, room: study });
      expect(after.tokens[t.suspect(s0)]).toBe(t.room(study));
      refuse(t, after, { type: "roll", seat: 0 }, "ALREADY_ROLLED");
      expect(legalActions(after, 0, "suggest").length).toBeGreaterThan(0);
      refuse(
        t,
        place(t, four(), { [s0]: t.room(diningRoom) }),
        { type: "passage", seat: 0, room: study },
        "NO_PASSAGE",
      );
    });

    it(`a token whose every door is blocked is trapped and may end the turn; once a door is free it must leave`, () => {
      const trapped = place(t, four(), { [s0]: t.room(diningRoom), [s1]: t.sq(16, 6), [s2]: t.sq(12, 8) });
      expect(legalActions(trapped, 0, "end-turn")).toHaveLength(1);
      const free = place(t, four(), { [s0]: t.room(diningRoom), [s1]: t.sq(16, 6) });
      refuse(t, free, { type: "end-turn", seat: 0 }, "MUST_MOVE");
    });

    it(`a token must leave its ${room} each turn, unless a ${suggestion} brought it there`, () => {
      const s = place(t, four(), { [s0]: t.room(hall) });
      refuse(t, s, { type: "end-turn", seat: 0 }, "MUST_MOVE");
      refuse(t, s, { type: "suggest", seat: 0, suspect: s1, weapon: w0 }, "MUST_ENTER_FIRST");
      const brought = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, movedBySuggestion: true } : p)) };
      expect(legalActions(brought, 0, "suggest").length).toBe(36);
    });

    it("after a roll the token must move, unless no square or room can be reached", () => {
      const s = rolled(place(t, four(), { [s0]: t.sq(17, 4) }), 3);
      refuse(t, s, { type: "end-turn", seat: 0 }, "MUST_MOVE");
      const boxed = rolled(
        place(t, four(), {
          [s0]: t.sq(17, 4),
          [s1]: t.sq(16, 4),
          [s2]: t.sq(18, 4),
          [s3]: t.sq(17, 3),
          [s4]: t.sq(17, 5),
        }),
        3,
      );
      expect(moves(t, boxed)).toEqual([]);
      expect(legalActions(boxed, 0)).toContainEqual({ type: "end-turn", seat: 0 });
    });
  });

  describe(`${suggestion}s`, () => {
    it(`only in the ${room} the token stands in: not from a corridor`, () => {
      const s = { ...place(t, four(), { [s0]: t.sq(17, 4) }), turn: { ...four().turn, phase: "moved" as const } };
      refuse(t, s, { type: "suggest", seat: 0, suspect: s1, weapon: w0 }, "NOT_IN_ROOM");
    });

    it(`names any ${suspect} (oneself and the unplayed too) and any ${weapon}, own cards allowed`, () => {
      const s = arrange(t, entered(t, four(), s0, hall), { hands: { 0: [s0, w0, hall] } });
      const all = legalActions(s, 0, "suggest");
      expect(all).toHaveLength(36);
      expect(all).toContainEqual({ type: "suggest", seat: 0, suspect: s0, weapon: w0 });
      expect(all).toContainEqual({ type: "suggest", seat: 0, suspect: s5, weapon: w2 });
      act(t, s, { type: "suggest", seat: 0, suspect: s0, weapon: w0 });
      refuse(t, s, { type: "suggest", seat: 0, suspect: "nobody", weapon: w0 }, "UNKNOWN_CARD");
    });

    it(`the named ${suspect} and ${weapon} move into the ${room}`, () => {
      const s = entered(t, four(), s0, hall);
      const { state, events: ev } = actWithEvents(t, s, { type: "suggest", seat: 0, suspect: s5, weapon: w1 });
      expect(state.tokens[t.suspect(s5)]).toBe(t.room(hall));
      expect(state.weapons[1]).toBe(t.room(hall));
      expect(ev.map((e) => e.type)).toContain("token-moved");
    });

    it(`one ${suggestion} per entry`, () => {
      const s = arrange(t, entered(t, four(), s0, hall), {
        envelope: [s4, w2, kitchen],
        hands: { 1: [], 2: [], 3: [] },
      });
      const after = act(t, s, { type: "suggest", seat: 0, suspect: s4, weapon: w2 });
      refuse(t, after, { type: "suggest", seat: 0, suspect: s4, weapon: w2 }, "ALREADY_SUGGESTED");
    });

    it(`a player whose token a ${suggestion} moved may suggest there next turn without moving, or move as usual`, () => {
      const s = act(t, entered(t, four(), s0, hall), { type: "suggest", seat: 0, suspect: s1, weapon: w1 });
      let next = s.pending
        ? act(t, s, { type: "show-card", seat: s.pending.seat, card: s.pending.options[0] as string })
        : s;
      next = act(t, next, { type: "end-turn", seat: 0 });
      expect(next.turn.seat).toBe(1);
      expect(legalActions(next, 1, "suggest")).toHaveLength(36);
      expect(legalActions(next, 1, "roll")).toHaveLength(1);
      const rolledOut = act(t, next, { type: "roll", seat: 1 });
      refuse(t, rolledOut, { type: "suggest", seat: 1, suspect: s2, weapon: w2 }, "MUST_ENTER_FIRST");
    });

    it("disproving goes left from the suggester: the first who can must show one card of their choice, and the game waits", () => {
      const s = arrange(t, entered(t, four(), s0, hall), {
        envelope: [s4, w2, kitchen],
        hands: { 1: [s1], 2: [s3, w0, study], 3: [hall] },
      });
      const after = act(t, s, { type: "suggest", seat: 0, suspect: s3, weapon: w0 });
      expect(after.pending).toEqual({ seat: 2, to: 0, options: [s3, w0] });
      expect(legalActions(after, 2)).toEqual([
        { type: "show-card", seat: 2, card: s3 },
        { type: "show-card", seat: 2, card: w0 },
      ]);
      expect(legalActions(after, 0)).toEqual([]);
      refuse(t, after, { type: "end-turn", seat: 0 }, "WAITING_FOR_CARD");
      refuse(t, after, { type: "show-card", seat: 3, card: hall }, "NOT_YOUR_TURN");
      refuse(t, after, { type: "show-card", seat: 2, card: study }, "NOT_A_CHOICE");
      const shown = act(t, after, { type: "show-card", seat: 2, card: w0 });
      expect(shown.pending).toBeNull();
      expect(shown.suggestions.at(-1)).toMatchObject({ passed: [1], disprover: 2, card: w0 });
    });

    it("the card shown is seen by the suggester alone; the others learn only who showed whom", () => {
      const s = arrange(t, entered(t, four(), s0, hall), { envelope: [s4, w2, kitchen], hands: { 1: [w0] } });
      const shown = act(t, act(t, s, { type: "suggest", seat: 0, suspect: s3, weapon: w0 }), {
        type: "show-card",
        seat: 1,
        card: w0,
      });
      const entry = (v: ReturnType<typeof viewFor>) => v.log.find((e) => e.type === "card-shown");
      expect(entry(viewFor(shown, 0))).toMatchObject({ seat: 1, to: 0, card: w0 });
      expect(entry(viewFor(shown, 1))).toMatchObject({ card: w0 });
      for (const other of [2, 3, "spectator"] as const) {
        expect(entry(viewFor(shown, other))).toEqual({ type: "card-shown", seat: 1, to: 0 });
        expect(viewFor(shown, other).records.at(-1)).toEqual({
          kind: "suggestion",
          by: 0,
          named: [s3, w0, hall],
          passed: [],
          disprover: 1,
        });
      }
      expect(viewFor(shown, 0).seen).toEqual([{ card: w0, by: 1, via: "suggestion" }]);
    });

    it(`the turn ends once a card is shown: no further ${suggestion}, no roll or move`, () => {
      const s = arrange(t, entered(t, four(), s0, hall), { envelope: [s4, w2, kitchen], hands: { 1: [s3] } });
      const shown = act(t, act(t, s, { type: "suggest", seat: 0, suspect: s3, weapon: w0 }), {
        type: "show-card",
        seat: 1,
        card: s3,
      });
      refuse(t, shown, { type: "suggest", seat: 0, suspect: s4, weapon: w2 }, "ALREADY_SUGGESTED");
      refuse(t, shown, { type: "roll", seat: 0 }, "ALREADY_ROLLED");
      expect(legalTypes(shown, 0)).toContain("end-turn");
      for (const type of ["suggest", "roll", "move", "passage"] as const)
        expect(legalTypes(shown, 0)).not.toContain(type);
      expect(act(t, shown, { type: "end-turn", seat: 0 }).turn.seat).toBe(1);
    });

    it("when nobody can disprove, everyone learns it and nobody is asked", () => {
      const s = arrange(t, entered(t, four(), s0, hall), {
        envelope: [s4, w2, kitchen],
        hands: { 1: [], 2: [], 3: [] },
      });
      const { state, events: ev } = actWithEvents(t, s, { type: "suggest", seat: 0, suspect: s4, weapon: w2 });
      expect(state.pending).toBeNull();
      expect(ev.filter((e) => e.type === "cannot-disprove")).toHaveLength(3);
      expect(ev.at(-1)).toEqual({ type: "not-disproved", seat: 0 });
    });
  });

  describe("accusations", () => {
    it("may be made from anywhere; a correct one wins and ends the game", () => {
      const s = arrange(t, place(t, four(), { [s0]: t.sq(17, 4) }), { envelope: [s4, w2, kitchen] });
      const won = act(t, s, { type: "accuse", seat: 0, suspect: s4, weapon: w2, room: kitchen });
      expect(won.result).toEqual({ winner: 0, reason: "accusation" });
      expect(events(won).at(-1)).toMatchObject({ type: "game-over", cards: [s4, w2, kitchen] });
      refuse(t, won, { type: "roll", seat: 0 }, "GAME_OVER");
      expect(viewFor(won, 3).envelope).toEqual({ suspect: s4, weapon: w2, room: kitchen });
    });

    it("a wrong one puts the accuser out of moving and accusing, and play passes on without them", () => {
      const s = arrange(t, four(), { envelope: [s4, w2, kitchen] });
      const out = act(t, s, { type: "accuse", seat: 0, suspect: s3, weapon: w2, room: kitchen });
      expect(out.players[0]?.out).toBe("accusation");
      expect(out.turn.seat).toBe(1);
      expect(viewFor(out, 0).envelope).toEqual({ suspect: s4, weapon: w2, room: kitchen });
      expect(viewFor(out, 1).envelope).toBeNull();
      let g: GameState = out;
      for (const seat of [1, 2, 3]) {
        expect(g.turn.seat).toBe(seat);
        g = act(t, { ...g, turn: { ...g.turn, phase: "moved" } }, { type: "end-turn", seat });
      }
      expect(g.turn.seat).toBe(1);
      refuse(t, g, { type: "accuse", seat: 0, suspect: s4, weapon: w2, room: kitchen }, "NOT_YOUR_TURN");
    });

    it(`a player out of the game still disproves, and their token still answers ${suggestion}s`, () => {
      const s = arrange(t, four(), { envelope: [s4, w2, kitchen], hands: { 0: [s3, w0], 1: [hall, s0] } });
      const out = act(t, s, { type: "accuse", seat: 0, suspect: s3, weapon: w2, room: kitchen });
      const inHall = entered(t, out, s1, hall);
      const asked = act(t, inHall, { type: "suggest", seat: 1, suspect: s0, weapon: w0 });
      expect(asked.tokens[t.suspect(s0)]).toBe(t.room(hall));
      expect(asked.pending?.seat).toBe(0);
      expect(legalActions(asked, 0)).toEqual([{ type: "show-card", seat: 0, card: w0 }]);
    });

    it("a wrong accuser's token standing in front of a door moves into that room", () => {
      const s = arrange(t, place(t, four(), { [s0]: t.sq(16, 6) }), { envelope: [s4, w2, kitchen] });
      const out = act(t, s, { type: "accuse", seat: 0, suspect: s3, weapon: w2, room: kitchen });
      expect(out.tokens[t.suspect(s0)]).toBe(t.room(diningRoom));
    });

    it(`may follow a ${suggestion} in the same turn`, () => {
      const s = arrange(t, entered(t, four(), s0, hall), {
        envelope: [s4, w2, kitchen],
        hands: { 1: [], 2: [], 3: [] },
      });
      const after = act(t, s, { type: "suggest", seat: 0, suspect: s4, weapon: w2 });
      expect(act(t, after, { type: "accuse", seat: 0, suspect: s4, weapon: w2, room: kitchen }).result?.winner).toBe(0);
    });

    it("only once: a wrong accuser never accuses again, even if a state gives them the turn", () => {
      const s = arrange(t, four(), { envelope: [s4, w2, kitchen] });
      const out = act(t, s, { type: "accuse", seat: 0, suspect: s3, weapon: w2, room: kitchen });
      expect(out.players[0]).toMatchObject({ out: "accusation", accused: true });
      // The turn order keeps them away; the accusation itself refuses them too.
      const back = turnOf(out, 0);
      expect(legalActions(back, 0, "accuse")).toEqual([]);
      expect(legalTypes(back, 0)).not.toContain("accuse");
      refuse(t, back, { type: "accuse", seat: 0, suspect: s4, weapon: w2, room: kitchen }, "OUT_OF_GAME");
      // Had they somehow stayed in, their one accusation would still be spent.
      const stayed = { ...back, players: back.players.map((p, i) => (i === 0 ? { ...p, out: null } : p)) };
      refuse(t, stayed, { type: "accuse", seat: 0, suspect: s4, weapon: w2, room: kitchen }, "ALREADY_ACCUSED");
    });

    it("the last player left in wins", () => {
      let g = arrange(t, t.start([s0, s1, s2], 5), { envelope: [s4, w2, kitchen] });
      g = turnOf(g, 0);
      g = act(t, g, { type: "accuse", seat: 0, suspect: s3, weapon: w2, room: kitchen });
      g = act(t, g, { type: "accuse", seat: 1, suspect: s3, weapon: w2, room: kitchen });
      expect(g.result).toEqual({ winner: 2, reason: "last-player" });
    });
  });

  describe("turns", () => {
    it(`play passes to the left in ${suspect} order, skipping ${suspect}s nobody plays`, () => {
      let g = turnOf(t.start([s0, s2, s5], 2), 0);
      const order: string[] = [];
      for (let i = 0; i < 4; i++) {
        order.push(g.seats[g.turn.seat]?.suspect ?? "");
        g = act(t, { ...g, turn: { ...g.turn, phase: "moved" } }, { type: "end-turn", seat: g.turn.seat });
      }
      expect(order).toEqual([s0, s2, s5, s0]);
    });

    it(`every ${suspect} token starts on its start square, played or not`, () => {
      const g = t.start([s1, s3, s5]);
      expect(g.tokens).toEqual(Array.from(t.compiled.graph.startNode));
    });

    it("the envelope holds one card of each kind, and nobody holds them", () => {
      for (let seed = 1; seed <= 30; seed++) {
        const g = t.start([s0, s1, s2, s3], seed);
        const e = g.envelope;
        expect(f.suspects).toContain(e.suspect);
        expect(f.weapons).toContain(e.weapon);
        expect(t.compiled.edition.rooms.map((r) => r.id)).toContain(e.room);
        expect(g.hands.flat()).not.toContain(e.suspect);
      }
    });

    it("every other card is dealt: some players may hold one more than others", () => {
      const g = t.start([s0, s1, s2, s3], 9);
      expect(g.hands.map((h) => h.length)).toEqual([5, 5, 4, 4]);
      expect(g.pool).toEqual([]);
      expect(new Set(g.hands.flat()).size).toBe(18);
      expect(t.start([s0, s1, s2], 9).hands.map((h) => h.length)).toEqual([6, 6, 6]);
    });
  });
}
