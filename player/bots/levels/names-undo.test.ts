// names.ts reads every opponent at once into one copy of the sound grid, and when that contradicts, one at
// a time, undoing (grid.ts's `mark` and `undo`) the assumptions that contradict. On positions from real
// games it gives the grid and the opponents read that a fresh copy for each opponent in turn gives (then
// the narrower answers of those read), tally included, with some opponents left out on the way.
import { describe, expect, it } from "vitest";
import { propagateKnowledge } from "../deduce";
import { assert, copyGrid, tallyOf, type Grid } from "../deduce/grid";
import { settle } from "../deduce/propagate";
import { rng } from "../deduce/testing/rng";
import { realPositions } from "../testing/real-games";
import { quick } from "../../../test/quick";
import { namedBy, narrowedAnswers, notRead, OWN_ROOM, readNames, roomsRead, type RoomReading } from "./names";

/** The reading with a fresh copy for each opponent (its suspects and weapons, and the rooms read), but for those in `skip`. */
function copyEach(sound: Grid, skip: ReadonlySet<number>, reading: RoomReading): { grid: Grid; trusted: number[] } {
  let grid = sound;
  const trusted: number[] = [];
  const rooms = roomsRead(sound, reading);
  namedBy(sound).forEach((cards, seat) => {
    if (cards.length === 0 || skip.has(seat)) return;
    const next = copyGrid(grid);
    for (const c of [...cards, ...(rooms[seat] ?? [])]) assert(next, c, seat, "no", { rule: "counting" }, []);
    settle(next);
    if (next.contradiction) return;
    grid = next;
    trusted.push(seat);
  });
  // Then the narrower answers of the opponents read (`narrowedAnswers`), unless they contradict.
  const narrowed = narrowedAnswers(sound.model, trusted);
  if (narrowed) {
    const next = { ...copyGrid(grid), model: narrowed };
    settle(next);
    if (!next.contradiction) grid = next;
  }
  return { grid, trusted };
}

/** The tally counted afresh from the cells. */
function recount(g: Grid) {
  const t = tallyOf({ ...g, state: g.state.slice() });
  return [t.holderYes, t.holderOpen, t.cardYes, t.cardOpen];
}

// Positions per seat count: fewer in the quick tier (issue 30), where this file was among the slowest.
const POSITIONS = quick(120, 50);

describe("reading the names into one grid", () => {
  it("gives what a copy for each opponent gives", () => {
    let positions = 0;
    let leftOut = 0;
    for (const seats of [3, 4, 6]) {
      const games = realPositions(rng(70 + seats), seats, 12);
      for (let i = 0; i < POSITIONS; i++) {
        const { knowledge } = games.next().value as { knowledge: Parameters<typeof propagateKnowledge>[0] };
        const p = propagateKnowledge(knowledge, false);
        if (!p.ok || p.grid.contradiction) continue;
        const named = namedBy(p.grid);
        // Every seat read by its rooms as a medium bot's are.
        const medium = Array<number>(seats).fill(OWN_ROOM.medium as number);
        const reading = readNames(p.grid, undefined, medium);
        const caught = notRead(p.grid);
        const fresh = copyEach(p.grid, caught, medium);
        expect(reading.trusted).toEqual(fresh.trusted);
        expect(reading.grid.state).toEqual(fresh.grid.state);
        const t = tallyOf(reading.grid);
        expect([t.holderYes, t.holderOpen, t.cardYes, t.cardOpen]).toEqual(recount(reading.grid));
        positions++;
        // Opponents with names, not caught, left out for contradicting.
        leftOut += named.filter(
          (cards, s) => cards.length > 0 && !caught.has(s) && !reading.trusted.includes(s),
        ).length;
      }
    }
    expect(positions).toBeGreaterThan(POSITIONS * 2.5);
    expect(leftOut).toBeGreaterThan(5);
  });
});
