// Board art names a file beside the edition that exists, is SVG and is under the size cap. Where the
// compiler runs without files (a page checking pasted text), this check has nothing to read and is quiet.
import { artProblem, MAX_ART_BYTES } from "../art/sniff";
import type { Check } from "./context";

export const boardArt: Check = {
  codes: ["BOARD_ART_INVALID"],
  reads: ["/board/art"],
  run(ctx) {
    const art = ctx.data.board.art;
    if (art === undefined || !ctx.asset) return;
    const path = ["board", "art"];
    const bytes = ctx.asset(art);
    if (bytes === null) {
      ctx.report(
        "BOARD_ART_INVALID",
        path,
        `the board art \`${art}\` does not exist beside the edition`,
        "put the SVG in the edition's art/ folder, or remove `art:`",
      );
      return;
    }
    const problem = artProblem(bytes);
    if (problem)
      ctx.report(
        "BOARD_ART_INVALID",
        path,
        `the board art \`${art}\` can not be used: ${problem}`,
        `board art is one SVG file of at most ${MAX_ART_BYTES / 1024} KiB`,
      );
  },
};
