// The hard level against players who name their own cards (testing/styles/bluffer.ts): what it read from
// their names may be false, so it never accuses on an answer that only their names settle. At every
// accusation of the hard seat, the sound count (nothing assumed of what anyone named) must already settle
// the envelope or make it a guess the race would take (race.ts's ordinary floor).
import { describe, expect, it } from "vitest";
import { loadEdition } from "../../../test/editions";
import { quick } from "../../../test/quick";
import { engineFor } from "../../engine";
import { deduce } from "../deduce";
import { byKindOf, cardsOf, knowledgeOf } from "../knowledge";
import { hardVersus } from "../testing/versus";
import { accuseOnGuess, bestGuess, danger } from "./race";

const compiled = loadEdition("classic");
const cards = cardsOf(compiled.edition);
const byKind = byKindOf(cards);
const { viewFor } = engineFor(compiled);

describe("the hard level at a table of bluffers", () => {
  it("never accuses on an answer that rests on their names alone", () => {
    const resting: string[] = [];
    let accusations = 0;
    // Seed 30: in its first 30 games, the hard level of commit 005b5a1 accused on names alone 4 times.
    hardVersus(compiled, { against: "bluffer", players: 4, games: quick(60, 30), seed: 30 }, (state, seat, a) => {
      accusations++;
      const view = viewFor(state, seat, { log: false });
      const d = deduce(knowledgeOf(view, cards));
      if (!d.ok) return;
      const { suspect, weapon, room } = d.solution;
      if (suspect && weapon && room) return;
      if (!accuseOnGuess(bestGuess(d, cards, byKind), danger(view, cards.length)))
        resting.push(`turn ${state.turn.number}: ${JSON.stringify(a)}`);
    });
    expect(accusations).toBeGreaterThan(10);
    expect(resting).toEqual([]);
  });
});
