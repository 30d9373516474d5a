// A secret passage joins two different rooms, once.
import type { Check } from "./context";

export const passages: Check = {
  codes: ["PASSAGE_SAME_ROOM", "DUPLICATE_PASSAGE"],
  reads: ["/board/passages"],
  run(ctx) {
    const seen = new Set<string>();
    (ctx.data.board.passages ?? []).forEach(([a, b], i) => {
      const path = ["board", "passages", i];
      if (a === b) {
        ctx.report(
          "PASSAGE_SAME_ROOM",
          path,
          `the passage leads from \`${a}\` back into \`${a}\``,
          "name two different rooms",
        );
        return;
      }
      const key = [a, b].sort().join("|");
      if (seen.has(key))
        ctx.report(
          "DUPLICATE_PASSAGE",
          path,
          `\`${a}\` and \`${b}\` are already joined by a passage`,
          "passages work both ways: list each pair once",
        );
      seen.add(key);
    });
  },
};
