// The hard level's floor for a guess read from the names (hard.ts's TRUST.floor, 0.875): at a table of
// medium bots (who never name their own cards) there are readings it accuses on at that floor and would
// not at 0.9, the floor before; each such accusation is the envelope. Seed 704 (hard in seat 0, 4 seats):
// at turn 17 the read grid settles the envelope at a chance between the two.
import { afterAll, describe, expect, it } from "vitest";
import { loadEdition } from "../../../test/editions";
import type { Action } from "../../engine";
import { TRUST } from "./hard";
import { hardAccuseMoments, hardDecision, readAnswer } from "./hard.testing";
import { roomReading } from "./names";

const compiled = loadEdition("classic");

describe("the hard level's floor for a guess read from the names", () => {
  const shipped = TRUST.floor;
  afterAll(() => {
    TRUST.floor = shipped;
  });

  it("accuses on a reading between 0.875 and 0.9 likely, and rightly", () => {
    const more: { accusation: Action; envelope: object }[] = [];
    hardAccuseMoments(
      compiled,
      1,
      704,
      () => 4,
      ({ state, view, knowledge, d }) => {
        if (
          !d.ok ||
          (d.solution.suspect && d.solution.weapon && d.solution.room) ||
          !readAnswer(knowledge, d, roomReading(view.seats))
        )
          return;
        TRUST.floor = shipped;
        const a = hardDecision(compiled, state, view);
        TRUST.floor = 0.9;
        const before = hardDecision(compiled, state, view);
        TRUST.floor = shipped;
        if (a.type === "accuse" && before.type !== "accuse") more.push({ accusation: a, envelope: state.envelope });
      },
    );
    expect(more.length).toBeGreaterThan(0);
    for (const m of more) expect(m.accusation).toMatchObject(m.envelope);
  });
});
