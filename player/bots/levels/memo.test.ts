// A bot's judgements are remembered per knowledge; a suggestion answered further is new knowledge even
// when the number of records is the same.
import { describe, expect, it } from "vitest";
import { loadEdition } from "../../../test/editions";
import { engineFor, firstSeats, randomPlayer, type GameState } from "../../engine";
import { perKnowledge } from "./medium";

describe("judgements remembered per knowledge", () => {
  it("are worked out again when the records change, and only then", () => {
    const c = loadEdition("classic");
    const { viewFor } = engineFor(c);
    const { playout } = randomPlayer(c);
    const states: GameState[] = [];
    playout({
      seats: firstSeats(c, 4),
      seed: 5,
      accuseChance: 0.001,
      maxActions: 400,
      visit: (s) => void states.push(s),
    });
    let calls = 0;
    const judge = perKnowledge(() => ++calls);
    let changes = 0;
    let grown = 0;
    let last: ReturnType<typeof viewFor> | null = null;
    for (const s of states) {
      const view = viewFor(s, 0, { log: false });
      const before = calls;
      judge(view);
      judge(view);
      const changed = last === null || view.records !== last.records;
      expect(calls - before).toBe(changed ? 1 : 0);
      if (changed) changes++;
      if (changed && last && view.records.length === last.records.length) grown++;
      last = view;
    }
    expect(changes).toBeGreaterThan(10);
    // Some changes answered the last suggestion further without adding a record.
    expect(grown).toBeGreaterThan(0);
  });
});
