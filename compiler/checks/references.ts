// Every id used by reference names something declared, of the right kind.
import { closest } from "../didyoumean";
import type { Check, CheckContext, Path } from "./context";
import { say } from "../words";

const w = say.checks;

function checkRef(ctx: CheckContext, id: string, known: readonly string[], what: "room" | "suspect", path: Path): void {
  if (known.includes(id)) return;
  const near = closest(id, known);
  ctx.report(
    "UNKNOWN_REFERENCE",
    path,
    w.noSuchId(what, id),
    near !== undefined ? w.didYouMean(near) : w.declaredIds(what, known.join(", ")),
  );
}

export const references: Check = {
  codes: ["UNKNOWN_REFERENCE"],
  reads: ["/rooms", "/suspects", "/board/passages", "/rules", "/modules"],
  run(ctx) {
    const { data } = ctx;
    const rooms = data.rooms.map((r) => r.id);
    const suspects = data.suspects.map((s) => s.id);
    (data.board.passages ?? []).forEach((pair, i) =>
      pair.forEach((id, j) => checkRef(ctx, id, rooms, "room", ["board", "passages", i, j])),
    );
    const r = data.rules;
    if (r.firstPlayer.kind === "suspect")
      checkRef(ctx, r.firstPlayer.suspect, suspects, "suspect", ["rules", "firstPlayer", "suspect"]);
    if (r.weapons.kind === "room") checkRef(ctx, r.weapons.room, rooms, "room", ["rules", "weapons", "room"]);
    if (r.deal.kind === "equal") checkRef(ctx, r.deal.leftovers, rooms, "room", ["rules", "deal", "leftovers"]);
    if (r.accusations.kind === "room")
      checkRef(ctx, r.accusations.room, rooms, "room", ["rules", "accusations", "room"]);
    const effects: { room?: string; path: Path }[] = [
      ...(data.modules?.intrigue?.keepers ?? []).map((k, i) => ({
        room: k.effect.room,
        path: ["modules", "intrigue", "keepers", i, "effect", "room"],
      })),
      ...(data.modules?.personalities?.powers ?? []).map((p, i) => ({
        room: p.effect.room,
        path: ["modules", "personalities", "powers", i, "effect", "room"],
      })),
    ];
    for (const e of effects) if (e.room !== undefined) checkRef(ctx, e.room, rooms, "room", e.path);
    (data.modules?.personalities?.powers ?? []).forEach((p, i) =>
      checkRef(ctx, p.suspect, suspects, "suspect", ["modules", "personalities", "powers", i, "suspect"]),
    );
  },
};
