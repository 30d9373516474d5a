// Board art names a file beside the edition that exists, is SVG and is under the size cap. Where the
// compiler runs without files (a page checking pasted text), this check has nothing to read and is quiet.
import { artFault, MAX_ART_BYTES } from "../art/sniff";
import type { Check } from "./context";
import { say } from "../words";

const w = say.checks;

export const boardArt: Check = {
  codes: ["BOARD_ART_INVALID"],
  reads: ["/board/art"],
  run(ctx) {
    const art = ctx.data.board.art;
    if (art === undefined || !ctx.asset) return;
    const path = ["board", "art"];
    const bytes = ctx.asset(art);
    if (bytes === null) {
      ctx.report("BOARD_ART_INVALID", path, w.artMissing(art), w.artMissingHelp);
      return;
    }
    const problem = artFault(bytes);
    if (problem)
      ctx.report(
        "BOARD_ART_INVALID",
        path,
        w.artUnusable(art, problem, MAX_ART_BYTES / 1024),
        w.artSizeHelp(MAX_ART_BYTES / 1024),
      );
  },
};
