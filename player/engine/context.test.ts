import { describe, expect, it } from "vitest";
import { loadEdition } from "../../test/editions";
import { contextOf, editionHash } from "./context";

/** The same value with every object's keys in reverse order, at every depth. */
function reversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversed);
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(value).reverse()) out[k] = reversed((value as Record<string, unknown>)[k]);
  return out;
}

describe("edition context", () => {
  it("hashes an edition stably, whatever the key order, and differently for another edition", () => {
    const c = loadEdition("classic");
    const reordered = reversed(c.edition) as typeof c.edition;
    expect(Object.keys(reordered)[0]).not.toBe(Object.keys(c.edition)[0]);
    expect(Object.keys(reordered.rules)[0]).not.toBe(Object.keys(c.edition.rules)[0]);
    expect(editionHash(reordered)).toBe(editionHash(c.edition));
    expect(editionHash(JSON.parse(JSON.stringify(c.edition)))).toBe(editionHash(c.edition));
    expect(editionHash(loadEdition("tower-of-terror").edition)).not.toBe(editionHash(c.edition));
    const copy = JSON.parse(JSON.stringify(c.edition));
    expect(editionHash({ ...copy, rules: { ...copy.rules, end: { lastPlayerWins: false } } })).not.toBe(
      editionHash(c.edition),
    );
  });

  it("knows each room's doors and the special rooms", () => {
    const ctx = contextOf(loadEdition("the-office"));
    expect(ctx.accusationRoom).toBe(ctx.graph.squareCount + ctx.rooms.indexOf("sales"));
    expect(ctx.poolRoom).toBe(ctx.accusationRoom);
    expect(ctx.fronts[ctx.rooms.indexOf("sales")]).toHaveLength(4);
    expect(ctx.cards).toHaveLength(24);
    expect(ctx.move).toMatchObject({ exact: false, passThrough: true, doorsBlocked: false });
  });
});
