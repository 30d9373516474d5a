import { describe, expect, it } from "vitest";
import { loadEdition } from "../../test/editions";
import { editionHash, useEdition } from "./context";

describe("edition context", () => {
  it("hashes an edition stably, whatever the key order, and differently for another edition", () => {
    const c = loadEdition("classic");
    const reordered = JSON.parse(JSON.stringify(c.edition, Object.keys(c.edition).reverse()));
    const copy = JSON.parse(JSON.stringify(c.edition));
    expect(editionHash(copy)).toBe(editionHash(c.edition));
    expect(Object.keys(reordered)[0]).not.toBe(Object.keys(c.edition)[0]);
    expect(editionHash(loadEdition("tower-of-terror").edition)).not.toBe(editionHash(c.edition));
    expect(editionHash({ ...copy, rules: { ...copy.rules, end: { lastPlayerWins: false } } })).not.toBe(editionHash(c.edition));
  });

  it("knows each room's doors and the special rooms", () => {
    const ctx = useEdition(loadEdition("the-office"));
    expect(ctx.accusationRoom).toBe(ctx.graph.squareCount + ctx.rooms.indexOf("sales"));
    expect(ctx.poolRoom).toBe(ctx.accusationRoom);
    expect(ctx.fronts[ctx.rooms.indexOf("sales")]).toHaveLength(4);
    expect(ctx.cards).toHaveLength(24);
    expect(ctx.move).toMatchObject({ exact: false, passThrough: true, doorsBlocked: false });
  });
});
