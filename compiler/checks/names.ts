// Names a player can read and tell apart: none blank once the invisible characters are dropped, no two
// cards with one name, no two whose names look the same but are spelled in different scripts.
import type { Check, CheckContext, Path } from "./context";
import { firstTwin, sameName, skeleton, visible } from "./skeleton";
import { say } from "../words";
import type { Text } from "../words/text";

const w = say.checks;
const hex = (ch: string) => (ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0");

export interface Named {
  id: string;
  name: string;
  path: Path;
}

/** Every name of the edition that a player reads, with its place. */
function named(ctx: CheckContext): { cards: Named[]; others: Named[] } {
  const d = ctx.data;
  const cards: Named[] = [
    ...d.suspects.map((s, i) => ({ id: s.id, name: s.name, path: ["suspects", i, "name"] })),
    ...d.weapons.map((x, i) => ({ id: x.id, name: x.name, path: ["weapons", i, "name"] })),
    ...d.rooms.map((r, i) => ({ id: r.id, name: r.name, path: ["rooms", i, "name"] })),
  ];
  const others: Named[] = [
    { id: d.id, name: d.name, path: ["name"] },
    ...(d.modules?.intrigue?.keepers ?? []).map((k, i) => ({
      id: k.id,
      name: k.name,
      path: ["modules", "intrigue", "keepers", i, "name"],
    })),
    ...(d.modules?.personalities?.powers ?? []).map((p, i) => ({
      id: p.suspect,
      name: p.name,
      path: ["modules", "personalities", "powers", i, "name"],
    })),
  ];
  return { cards, others };
}

/** Where a name's problem is reported: the names check's `ctx.report`, or a translation file's. */
export type NameReport = (
  code: "NAME_BLANK" | "DUPLICATE_NAME" | "NAME_CONFUSABLE",
  path: Path,
  message: Text,
  help: Text,
) => void;

/** A blank name among `all`; a card's name (`cards`) that repeats or looks like one before it. */
export function judgeNames(cards: readonly Named[], all: readonly Named[], report: NameReport): void {
  for (const n of all)
    if (visible(n.name) === "")
      report("NAME_BLANK", n.path, w.blankName(n.id, [...n.name].slice(0, 4).map(hex)), w.blankNameHelp);
  // Keyed by the name as typed again and as it looks: Maps, since a name may be `__proto__`.
  const typed = new Map<string, Named>();
  const looks = new Map<string, Named>();
  for (const n of cards) {
    if (visible(n.name) === "") continue;
    const same = typed.get(sameName(n.name));
    const like = looks.get(skeleton(n.name));
    if (same) report("DUPLICATE_NAME", n.path, w.duplicateName(n.name, n.id, same.id), w.duplicateNameHelp);
    else if (like) {
      const odd = firstTwin(n.name) ?? firstTwin(like.name) ?? "";
      report(
        "NAME_CONFUSABLE",
        n.path,
        w.confusableName(n.name, n.id, like.name, like.id, odd, hex(odd)),
        w.confusableNameHelp,
      );
    }
    if (!same) typed.set(sameName(n.name), n);
    if (!like) looks.set(skeleton(n.name), n);
  }
}

export const names: Check = {
  codes: ["NAME_BLANK", "DUPLICATE_NAME", "NAME_CONFUSABLE"],
  reads: ["/name", "/suspects", "/weapons", "/rooms", "/modules"],
  run(ctx) {
    const { cards, others } = named(ctx);
    judgeNames(cards, [...cards, ...others], (code, path, message, help) => ctx.report(code, path, message, help));
  },
};
