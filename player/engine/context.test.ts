import { describe, expect, it } from "vitest";
import { loadEdition } from "../../test/editions";
import { apply } from "./apply";
import { EDITIONS_KEPT, contextFor, editionHash, useEdition } from "./context";
import { createGame } from "./setup";

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
    const ctx = useEdition(loadEdition("the-office"));
    expect(ctx.accusationRoom).toBe(ctx.graph.squareCount + ctx.rooms.indexOf("sales"));
    expect(ctx.poolRoom).toBe(ctx.accusationRoom);
    expect(ctx.fronts[ctx.rooms.indexOf("sales")]).toHaveLength(4);
    expect(ctx.cards).toHaveLength(24);
    expect(ctx.move).toMatchObject({ exact: false, passThrough: true, doorsBlocked: false });
  });

  it("keeps the editions used last, lets the oldest go, and takes one back cheaply when it is registered again", () => {
    const c = loadEdition("classic");
    const drafts = Array.from({ length: EDITIONS_KEPT + 4 }, (_, i) => ({
      ...c,
      edition: { ...c.edition, name: `Draft ${i}` },
    }));
    const playing = createGame(c, {
      seats: [{ suspect: "scarlett" }, { suspect: "mustard" }, { suspect: "white" }],
      seed: 1,
    });
    const first = useEdition(drafts[0] as typeof c);
    for (const d of drafts) {
      useEdition(d);
      // The game being played keeps its edition in use, so the drafts never push it out.
      expect("error" in apply(playing, { type: "end-turn", seat: 0 }) ? "refused" : "ok").toBe("refused");
      expect(contextFor(playing.editionHash)).toBeDefined();
    }
    expect(contextFor(first.hash)).toBeUndefined();
    const early = createGame(drafts[1] as typeof c, {
      seats: [{ suspect: "scarlett" }, { suspect: "mustard" }, { suspect: "white" }],
      seed: 1,
    });
    for (const d of drafts.slice(2)) useEdition(d);
    useEdition(c);
    for (let i = 0; i < EDITIONS_KEPT; i++) useEdition({ ...c, edition: { ...c.edition, name: `More ${i}` } });
    const lost = apply(early, { type: "roll", seat: 0 });
    expect("error" in lost && lost.error.code).toBe("EDITION_NOT_LOADED");
    expect(useEdition(drafts[1] as typeof c)).toBe(useEdition(drafts[1] as typeof c));
    expect("error" in apply(early, { type: "roll", seat: 0 })).toBe(false);
    expect(useEdition(drafts[0] as typeof c)).toBe(first);
  });

  it("a compiled edition posted to a Worker (structured-cloned) registers under the same hash", () => {
    const c = loadEdition("tower-of-terror");
    const posted = structuredClone(c);
    expect(useEdition(posted).hash).toBe(useEdition(c).hash);
    const game = createGame(posted, {
      seats: [{ suspect: "minnie" }, { suspect: "donald" }, { suspect: "mickey" }],
      seed: 2,
    });
    expect("error" in apply(game, { type: "roll", seat: game.turn.seat })).toBe(false);
  });
});
