// Card ids are unique across suspects, weapons and rooms; Keeper ids and power suspects are unique too.
import type { Check, Path } from "./context";
import { say } from "../words";

const w = say.checks;

export const duplicateIds: Check = {
  codes: ["DUPLICATE_ID"],
  reads: ["/suspects", "/weapons", "/rooms", "/modules"],
  run(ctx) {
    const groups: { what: "card" | "keeper" | "power"; items: { id: string; path: Path }[] }[] = [
      {
        what: "card",
        items: [
          ...ctx.data.suspects.map((s, i) => ({ id: s.id, path: ["suspects", i, "id"] })),
          ...ctx.data.weapons.map((w, i) => ({ id: w.id, path: ["weapons", i, "id"] })),
          ...ctx.data.rooms.map((r, i) => ({ id: r.id, path: ["rooms", i, "id"] })),
        ],
      },
      {
        what: "keeper",
        items: (ctx.data.modules?.intrigue?.keepers ?? []).map((k, i) => ({
          id: k.id,
          path: ["modules", "intrigue", "keepers", i, "id"],
        })),
      },
      {
        what: "power",
        items: (ctx.data.modules?.personalities?.powers ?? []).map((p, i) => ({
          id: p.suspect,
          path: ["modules", "personalities", "powers", i, "suspect"],
        })),
      },
    ];
    for (const { what, items } of groups) {
      const first = new Map<string, Path>();
      for (const { id, path } of items) {
        const earlier = first.get(id);
        if (earlier) ctx.report("DUPLICATE_ID", path, w.duplicateId(what, id, earlier.join(".")), w.ownId);
        else first.set(id, path);
      }
    }
  },
};
