// Card ids are unique across suspects, weapons and rooms; Keeper ids and power suspects are unique too.
import type { Check, Path } from "./context";

export const duplicateIds: Check = {
  codes: ["DUPLICATE_ID"],
  reads: ["/suspects", "/weapons", "/rooms", "/modules"],
  run(ctx) {
    const groups: { what: string; items: { id: string; path: Path }[] }[] = [
      {
        what: "card",
        items: [
          ...ctx.data.suspects.map((s, i) => ({ id: s.id, path: ["suspects", i, "id"] })),
          ...ctx.data.weapons.map((w, i) => ({ id: w.id, path: ["weapons", i, "id"] })),
          ...ctx.data.rooms.map((r, i) => ({ id: r.id, path: ["rooms", i, "id"] })),
        ],
      },
      {
        what: "Keeper",
        items: (ctx.data.modules?.intrigue?.keepers ?? []).map((k, i) => ({
          id: k.id,
          path: ["modules", "intrigue", "keepers", i, "id"],
        })),
      },
      {
        what: "power's suspect",
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
        if (earlier)
          ctx.report(
            "DUPLICATE_ID",
            path,
            `the ${what} id \`${id}\` is already used at ${earlier.join(".")}`,
            "give each one its own id",
          );
        else first.set(id, path);
      }
    }
  },
};
