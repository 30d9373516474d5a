// A secret passage joins two different rooms, once.
import type { Check } from "./context";
import { say } from "../words";

const w = say.checks;

export const passages: Check = {
  codes: ["PASSAGE_SAME_ROOM", "DUPLICATE_PASSAGE"],
  reads: ["/board/passages"],
  run(ctx) {
    const seen = new Set<string>();
    (ctx.data.board.passages ?? []).forEach(([a, b], i) => {
      const path = ["board", "passages", i];
      if (a === b) {
        ctx.report("PASSAGE_SAME_ROOM", path, w.passageSame(a), w.twoRooms);
        return;
      }
      const key = [a, b].sort().join("|");
      if (seen.has(key)) ctx.report("DUPLICATE_PASSAGE", path, w.passageTwice(a, b), w.pairOnce);
      seen.add(key);
    });
  },
};
