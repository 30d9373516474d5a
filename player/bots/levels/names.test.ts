// The hard bot's reading of what the others name (names.ts): a suspect and weapon an opponent named, and the
// room it suggested in, are taken to be out of its hand, which can place the card it showed someone else;
// an opponent caught naming its own card, or one it had been shown, is not read (nor are the rooms of one
// found to have suggested in a room of its own); the sound grid is never changed; and how far an
// opponent is trusted follows the odds that it holds what it named.
import { describe, expect, it } from "vitest";
import { loadEdition } from "../../../test/editions";
import { deduce, propagateKnowledge, type Knowledge, type KnowledgeEvent } from "../deduce";
import { cell, NO, UNKNOWN, YES } from "../deduce/grid";
import { cardsOf } from "../knowledge";
import { learnedTrust, OWN_ROOM, readNames, recordsOf, roomsRight, trust } from "./names";

const cards = cardsOf(loadEdition("classic").edition);
/** Every seat read by its rooms as a medium bot's are. */
const MEDIUM = [0, 1, 2, 3].map(() => OWN_ROOM.medium as number);
const at = (id: string) => cards.findIndex((c) => c.id === id);

/** Seat 0 watches; seat 1 asks about plum and the rope, then seat 3 asks about them in the kitchen and seat 1 shows seat 3 a card. */
function knowledge(more: KnowledgeEvent[] = []): Knowledge {
  const events: KnowledgeEvent[] = [
    { kind: "suggestion", by: 1, cards: ["plum", "rope", "lounge"], passed: [], disprover: 2 },
    ...more,
    { kind: "suggestion", by: 3, cards: ["plum", "rope", "kitchen"], passed: [], disprover: 1 },
  ];
  return {
    cards,
    seat: 0,
    handSizes: [5, 5, 4, 4],
    poolSize: 0,
    hand: ["scarlett", "knife", "ballroom", "study", "hall"],
    events,
  };
}

function grids(k: Knowledge) {
  const p = propagateKnowledge(k, false);
  if (!p.ok) throw new Error(p.error.message);
  const before = p.grid.state.slice();
  const reading = readNames(p.grid, undefined, MEDIUM);
  expect(p.grid.state).toEqual(before);
  return { sound: p.grid, reading };
}

describe("reading the names in the others' suggestions", () => {
  it("takes an opponent's named suspect and weapon out of its hand, and so finds the card it showed", () => {
    const { sound, reading } = grids(knowledge());
    expect(reading.trusted).toEqual([1, 3]);
    for (const id of ["plum", "rope"]) {
      expect(cell(sound, at(id), 1)).toBe(UNKNOWN);
      expect(cell(reading.grid, at(id), 1)).toBe(NO);
    }
    // Seat 1 showed one of plum, the rope and the kitchen, and it holds neither of the first two.
    expect(cell(sound, at("kitchen"), 1)).toBe(UNKNOWN);
    expect(cell(reading.grid, at("kitchen"), 1)).toBe(YES);
  });

  it("takes the room an opponent suggested in out of its hand, until it is found in a room of its own", () => {
    const { sound, reading } = grids(knowledge());
    // Seat 1 suggested in the lounge, seat 3 in the kitchen.
    expect(cell(sound, at("lounge"), 1)).toBe(UNKNOWN);
    expect(cell(reading.grid, at("lounge"), 1)).toBe(NO);
    expect(cell(reading.grid, at("kitchen"), 3)).toBe(NO);
    expect(cell(readNames(sound).grid, at("lounge"), 1)).toBe(UNKNOWN);
    // Nor those of a seat whose kind is not read by its rooms.
    expect(cell(readNames(sound, undefined, [null, null, 0.06, 0.06]).grid, at("lounge"), 1)).toBe(UNKNOWN);
    // Seat 3 suggests in the dining room and the conservatory, and later shows this seat the conservatory:
    // a room of its own.
    const visits: KnowledgeEvent[] = [
      { kind: "suggestion", by: 3, cards: ["white", "candlestick", "dining-room"], passed: [], disprover: 2 },
      { kind: "suggestion", by: 3, cards: ["green", "wrench", "conservatory"], passed: [], disprover: 2 },
    ];
    const before = grids(knowledge(visits)).reading;
    expect(cell(before.grid, at("dining-room"), 3)).toBe(NO);
    const own = grids(
      knowledge([
        ...visits,
        {
          kind: "suggestion",
          by: 0,
          cards: ["white", "lead-pipe", "conservatory"],
          passed: [1, 2],
          disprover: 3,
          shown: "conservatory",
        },
      ]),
    ).reading;
    // Its suspects and weapons are still read, its rooms no longer; the other opponents' rooms still are.
    expect(own.trusted).toContain(3);
    expect(cell(own.grid, at("green"), 3)).toBe(NO);
    expect(cell(own.grid, at("dining-room"), 3)).toBe(UNKNOWN);
    expect(cell(own.grid, at("lounge"), 1)).toBe(NO);
  });

  it("believes a room read less the likelier the sound count puts it in the suggester's hand, more for each visit", () => {
    const d = deduce(knowledge());
    if (!d.ok) throw new Error(d.error.message);
    const H = d.holderCount;
    const lounge = at("lounge");
    const p = d.p.slice();
    const right = (x: number, seats = [1]) => {
      p[lounge * H + 1] = x;
      return roomsRight(d.grid, p, H, seats, lounge, MEDIUM);
    };
    // Odds of holding it of x / (1 - x), times the medium bot's ratio for its one visit.
    const r = OWN_ROOM.medium as number;
    expect(right(0.5)).toBeCloseTo(1 - r / (r + 1), 12);
    expect(right(0.8)).toBeLessThan(right(0.5));
    expect(right(0)).toBe(1);
    // Seat 3 never suggested in the lounge: its reading does not rest on that room.
    expect(right(0.5, [3])).toBe(1);
    // A second visit to the lounge by seat 1.
    const twice = deduce(
      knowledge([{ kind: "suggestion", by: 1, cards: ["mustard", "wrench", "lounge"], passed: [], disprover: 3 }]),
    );
    if (!twice.ok) throw new Error(twice.error.message);
    const q = twice.p.slice();
    q[lounge * H + 1] = 0.5;
    expect(roomsRight(twice.grid, q, H, [1], lounge, MEDIUM)).toBeGreaterThan(right(0.5));
  });

  it("takes a card an opponent names again to be one it was not shown, and so finds the one it was", () => {
    // Seat 3 is shown a card of mustard, the wrench and the library by seat 2, then names mustard and the
    // wrench again: seat 2 showed it the library.
    const k: Knowledge = {
      ...knowledge(),
      events: [
        { kind: "suggestion", by: 3, cards: ["mustard", "wrench", "library"], passed: [], disprover: 2 },
        { kind: "suggestion", by: 3, cards: ["mustard", "wrench", "lounge"], passed: [], disprover: 1 },
      ],
    };
    const { sound, reading } = grids(k);
    expect(reading.trusted).toContain(3);
    expect(cell(sound, at("library"), 2)).toBe(UNKNOWN);
    expect(cell(reading.grid, at("library"), 2)).toBe(YES);
  });

  it("stops reading an opponent once a card it named is known to be its own", () => {
    // Seat 1 shows this seat the rope, which it had named.
    const { reading } = grids(
      knowledge([
        { kind: "suggestion", by: 0, cards: ["green", "rope", "study"], passed: [], disprover: 1, shown: "rope" },
      ]),
    );
    expect(reading.trusted).not.toContain(1);
    expect(cell(reading.grid, at("plum"), 1)).toBe(UNKNOWN);
    expect(cell(reading.grid, at("kitchen"), 1)).toBe(UNKNOWN);
  });

  it("stops reading an opponent that names a card it was shown", () => {
    // This seat showed seat 1 the knife; seat 1 names it afterwards, which a player naming its candidates would not.
    const { reading } = grids(
      knowledge([
        { kind: "suggestion", by: 1, cards: ["white", "knife", "hall"], passed: [], disprover: 0, shown: "knife" },
        { kind: "suggestion", by: 1, cards: ["white", "knife", "lounge"], passed: [], disprover: 2 },
      ]),
    );
    expect(reading.trusted).not.toContain(1);
  });

  it("trusts an opponent more for a card it named that turned up elsewhere, and less for one it likely holds", () => {
    const trustIn = (k: Knowledge) => {
      const d = deduce(k);
      if (!d.ok) throw new Error(d.error.message);
      return trust(d.grid, d.p, d.holderCount, [1], learnedTrust(d.grid.model, recordsOf(d.grid), 0.7));
    };
    const plain = trustIn(knowledge());
    // The plum and rope seat 1 named turn up in seat 2's hand.
    expect(trustIn(knowledge([{ kind: "faceUp", holder: 2, cards: ["plum", "rope"] }]))).toBeGreaterThan(plain);
    // Seat 1 shows someone one of plum, the rope and this seat's own hall and study: it likely holds plum or the rope.
    const likely: KnowledgeEvent = {
      kind: "suggestion",
      by: 2,
      cards: ["plum", "rope", "hall"],
      passed: [3],
      disprover: 1,
    };
    expect(trustIn(knowledge([likely]))).toBeLessThan(plain);
  });

  it("learns each opponent's trust from what the game reveals, and drops it for good once it is caught bluffing", () => {
    const learned = (more: KnowledgeEvent[]) => {
      const p = propagateKnowledge(knowledge(more), false);
      if (!p.ok) throw new Error(p.error.message);
      return learnedTrust(p.grid.model, recordsOf(p.grid), 0.7);
    };
    const start = learned([]);
    // Seat 2 lays plum and the rope face up: both names of seat 1 were honest.
    const confirmed = learned([{ kind: "faceUp", holder: 2, cards: ["plum", "rope"] }]);
    expect(confirmed[1]).toBeGreaterThan(start[1] as number);
    // Seat 1 later shows this seat the rope it had named: caught naming its own card.
    const caught: KnowledgeEvent = {
      kind: "suggestion",
      by: 0,
      cards: ["green", "rope", "study"],
      passed: [],
      disprover: 1,
      shown: "rope",
    };
    const after = learned([caught]);
    expect(after[1]).toBe(0);
    expect(after[1]).toBeLessThan(start[1] as number);
    // And the others at that table are trusted less too: one player bluffing says the table may.
    expect(after[3]).toBeLessThan(start[3] as number);
    // A card of its later found elsewhere does not bring it back.
    expect(learned([caught, { kind: "faceUp", holder: 2, cards: ["plum"] }])[1]).toBe(0);
  });

  it("stops trusting an opponent that plays on after a suggestion of its own nobody could answer", () => {
    const records = (more: KnowledgeEvent[]) => {
      const p = propagateKnowledge(knowledge(more), false);
      if (!p.ok) throw new Error(p.error.message);
      return { records: recordsOf(p.grid), learned: learnedTrust(p.grid.model, recordsOf(p.grid), 0.7) };
    };
    const start = records([]);
    expect(start.records[3]?.caught).toBe(false);
    // Seat 3 asks about green and the candlestick in the lounge and nobody can answer; the game goes on.
    const after = records([
      { kind: "suggestion", by: 3, cards: ["green", "candlestick", "lounge"], passed: [0, 1, 2], disprover: null },
    ]);
    expect(after.records[3]?.caught).toBe(true);
    // Nor is it read: its green and candlestick are not put in the envelope.
    expect(grids(knowledge()).reading.trusted).toContain(3);
    const silent = grids(
      knowledge([
        { kind: "suggestion", by: 3, cards: ["green", "candlestick", "lounge"], passed: [0, 1, 2], disprover: null },
      ]),
    ).reading;
    expect(silent.trusted).not.toContain(3);
    expect(cell(silent.grid, at("green"), 3)).toBe(UNKNOWN);
    expect(after.learned[3]).toBe(0);
    expect(after.learned[1]).toBeLessThan(start.learned[1] as number);
  });

  it("does not count that silence in an edition with a face-down pool", () => {
    const caughtWith = (pool: KnowledgeEvent[]) => {
      const k: Knowledge = {
        cards,
        seat: 0,
        handSizes: [4, 4, 4, 4],
        poolSize: 2,
        hand: ["scarlett", "knife", "ballroom", "study"],
        events: [
          ...pool,
          { kind: "suggestion", by: 3, cards: ["green", "candlestick", "lounge"], passed: [0, 1, 2], disprover: null },
        ],
      };
      const p = propagateKnowledge(k, false);
      if (!p.ok) throw new Error(p.error.message);
      return { caught: recordsOf(p.grid)[3]?.caught, read: readNames(p.grid).trusted.includes(3) };
    };
    // The pool may hold green or the candlestick: seat 3 may be honest and still unsure.
    expect(caughtWith([])).toEqual({ caught: false, read: true });
    // Nor when this seat saw the pool (the hall and the rope): seat 3 may not have.
    expect(caughtWith([{ kind: "poolSeen", cards: ["hall", "rope"] }])).toEqual({ caught: false, read: true });
  });
});
