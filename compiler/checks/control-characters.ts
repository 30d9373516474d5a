// Names, ids and every other text of an edition end up on a terminal, in a page and in a player's hand: a
// control character (ESC, BEL, a right-to-left override) there is never meant, and can hijack a terminal.
// Refused in every string and key of the file, so a compiled edition never carries one (line breaks and tabs
// stay allowed: the rules text and the grid have them).
import { CONTROLS } from "../escape";
import type { Check, CheckContext, Path } from "./context";
import { say } from "../words";

const w = say.checks;

const has = (s: string) => new RegExp(CONTROLS.source).test(s);
const MAX_REPORTS = 50;

function walk(ctx: CheckContext, value: unknown, path: Path, left: { n: number }): void {
  if (left.n <= 0) return;
  if (typeof value === "string") {
    if (has(value)) {
      left.n--;
      const first = value.match(new RegExp(CONTROLS.source))?.[0] ?? "";
      const what = path[path.length - 1] === "id" ? "id" : path[path.length - 1] === "name" ? "name" : "text";
      ctx.report(
        "CONTROL_CHARACTER",
        path,
        w.controlIn(what, first.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")),
        w.controlHelp,
      );
    }
  } else if (Array.isArray(value)) value.forEach((v, i) => walk(ctx, v, [...path, i], left));
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (has(k)) {
        left.n--;
        ctx.report("CONTROL_CHARACTER", [...path, k], w.controlInKey, w.retypeKey);
      }
      walk(ctx, v, [...path, k], left);
    }
}

export const controlCharacters: Check = {
  codes: ["CONTROL_CHARACTER"],
  reads: [],
  run(ctx) {
    walk(ctx, ctx.data, [], { n: MAX_REPORTS });
  },
};
