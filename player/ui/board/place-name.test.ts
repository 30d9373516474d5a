import { describe, expect, it } from "vitest";
import { EDITIONS, loadEdition } from "../../../test/editions";
import { engineFor, firstSeats, randomPlayer, randomPolicy, type GameState } from "../../engine";
import { editionText } from "../../../edition/text";
import { destinationNames } from "./destination-names";
import { movePlan } from "./move-plan";
import { placeName } from "./place-name";

const classic = loadEdition("classic");
const office = loadEdition("the-office");
const node = (row: number, col: number, c = classic) => c.graph.cellNode[row * c.graph.cols + col] as number;
const COORDINATES = /\d+\s*-\s*\d+|row|column|\d+行|\d+列/;

describe("placeName", () => {
  it("says a room by its name, in the page's language", () => {
    const kitchen = classic.graph.squareCount;
    expect(placeName(classic, kitchen, "en")).toBe("Kitchen");
    expect(placeName(classic, kitchen, "ja")).toBe(editionText(classic.edition, "ja").room("kitchen"));
    expect(placeName(classic, -1, "en")).toBe("off the board");
  });

  it("says a square by rooms and steps, in English and Japanese", () => {
    const door = classic.edition.board.doors.find((d) => d.room === "lounge")!;
    expect(placeName(classic, node(door.front[0], door.front[1]), "en")).toMatch(
      /^the square at the door to Lounge, \d+ steps? from [A-Z][a-z]+/,
    );
    const lounge = editionText(classic.edition, "ja").room("lounge");
    expect(placeName(classic, node(door.front[0], door.front[1]), "ja")).toMatch(
      new RegExp(`^${lounge}の扉の前のマス（.+まで \\d+ マス）$`),
    );
    const sp = office.edition.board.spaces[0]!.at;
    expect(placeName(office, node(sp[0], sp[1], office), "en")).toMatch(
      /^the question-mark space \d+ steps from [A-Z].* and \d+ from [A-Z]/,
    );
    expect(placeName(office, node(sp[0], sp[1], office), "ja")).toMatch(
      /^.+まで \d+ マスの「？」マス（.+まで \d+ マス）$/,
    );
  });

  it("says a start square by whose it is, or as the start of the token spoken of", () => {
    const [r, c] = classic.edition.suspects[0]!.start;
    expect(placeName(classic, node(r, c), "en")).toMatch(/^Miss Scarlett's start square, \d+ steps from /);
    expect(placeName(classic, node(r, c), "en", { who: "scarlett" })).toMatch(/^the start square, \d+ steps from /);
    expect(placeName(classic, node(r, c), "ja", { who: "scarlett" })).toMatch(/^スタート地点（/);
  });

  it.each(EDITIONS)("never says coordinates, on any square of %s", (id) => {
    const c = loadEdition(id);
    for (let n = 0; n < c.graph.squareCount; n++)
      for (const lang of ["en", "ja"] as const) expect(placeName(c, n, lang)).not.toMatch(COORDINATES);
  });
});

/** A game of 4 brought by random play to a state where seat `turn.seat` has rolled and may move. */
function rolled(id: string, seed: number): GameState {
  const engine = engineFor(loadEdition(id));
  let state = engine.createGame({ seats: firstSeats(engine.compiled, 4), seed });
  const policy = randomPolicy(seed);
  const { randomAction } = randomPlayer(engine.compiled);
  for (let i = 0; i < 2000; i++) {
    const seat = state.turn.seat;
    if (state.turn.phase === "rolled" && engine.legalActions(state, seat, "move").length > 0) return state;
    const a = randomAction(state, state.pending?.seat ?? seat, policy);
    if (!a) break;
    const r = engine.apply(state, a);
    if ("error" in r) throw new Error(r.error.message);
    state = r.state;
  }
  throw new Error("no move found");
}

describe.each(EDITIONS)("the destinations of a move on %s", (id) => {
  const compiled = loadEdition(id);
  const engine = engineFor(compiled);

  it.each([1, 2, 3, 4, 5, 6])("read apart from each other, with the roll and its steps (seed %i)", (seed) => {
    const state = rolled(id, seed);
    const view = engine.viewFor(state, state.turn.seat);
    const legal = engine.legalActions(state, state.turn.seat, "move").flatMap((a) => (a.type === "move" ? [a.to] : []));
    for (const lang of ["en", "ja"] as const) {
      const said = destinationNames(compiled, view, legal, lang, editionText(compiled.edition, lang));
      expect([...said.keys()].sort((a, b) => a - b)).toEqual([...legal].sort((a, b) => a - b));
      const words = [...said.values()].map((d) => d.where);
      expect(new Set(words).size).toBe(words.length);
      for (const d of said.values()) {
        expect(d.roll).toBe(state.turn.roll?.steps);
        expect(d.used).toBeGreaterThan(0);
        expect(d.used).toBeLessThanOrEqual(d.roll);
        expect(d.where).not.toMatch(COORDINATES);
      }
    }
    expect(movePlan(compiled, view)?.used.size).toBeGreaterThanOrEqual(legal.length);
  });
});
