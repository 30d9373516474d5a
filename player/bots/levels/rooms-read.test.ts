// The hard level reads the rooms its opponents suggest in (names.ts's `roomsRead`): at a table of medium
// bots (classic, 3 seats, where each holds six cards and rooms settle late) there are moments where only the
// rooms read settle the envelope, beside the names, and no guess from the sound count would be taken; it
// accuses in some of them, and each such accusation is the envelope. Seed 900, 30 games: 63 such moments.
import { describe, expect, it } from "vitest";
import { loadEdition } from "../../../test/editions";
import type { Action } from "../../engine";
import { byKindOf, cardsOf } from "../knowledge";
import { hardAccuseMoments, hardDecision, readAnswer } from "./hard.testing";
import { roomReading } from "./names";
import { bestGuess, RACE } from "./race";

const compiled = loadEdition("classic");
const cards = cardsOf(compiled.edition);
const byKind = byKindOf(cards);

describe("the hard level reads the rooms its opponents suggest in", () => {
  it("accuses on an answer only the rooms read settle, and rightly", () => {
    const accused: { accusation: Action; envelope: object }[] = [];
    let moments = 0;
    hardAccuseMoments(
      compiled,
      30,
      900,
      () => 3,
      ({ state, view, knowledge, d }) => {
        if (!d.ok || (d.solution.suspect && d.solution.weapon && d.solution.room)) return;
        if ((bestGuess(d, cards, byKind)?.p ?? 0) >= RACE.floor) return;
        if (readAnswer(knowledge, d) || !readAnswer(knowledge, d, roomReading(view.seats))) return;
        moments++;
        const a = hardDecision(compiled, state, view);
        if (a.type === "accuse") accused.push({ accusation: a, envelope: state.envelope });
      },
    );
    expect(moments).toBeGreaterThan(20);
    expect(accused.length).toBeGreaterThan(2);
    for (const a of accused) expect(a.accusation).toMatchObject(a.envelope);
  });
});
