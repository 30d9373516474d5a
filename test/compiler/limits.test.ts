// One card limit everywhere (issue 13 point 7): the schema's descriptions state it, `check` refuses past
// it with TOO_MANY_CARDS at the card that goes over, and the deduction refuses past the same number.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/compile";
import { buildModel } from "../../player/bots/deduce/model";
import type { Knowledge } from "../../player/bots/deduce/types";
import { MAX_CARDS } from "../../schemas/limits";
import { ROOT } from "../editions";

const schema = JSON.parse(readFileSync(join(ROOT, "schemas/edition.schema.json"), "utf8")) as {
  properties: Record<string, { maxItems: number; description: string }>;
};
const OVER = readFileSync(join(ROOT, "test/fixtures/invalid/TOO_MANY_CARDS.yaml"), "utf8");

function knowledge(cards: number): Knowledge {
  const ids = Array.from({ length: cards }, (_, i) => ({
    id: `c${i}`,
    kind: (["suspect", "weapon", "room"] as const)[i % 3] as "suspect",
  }));
  const dealt = cards - 3;
  const seats = [7, 5, 2, 1].find((s) => dealt % s === 0) as number;
  return {
    cards: ids,
    seat: 0,
    handSizes: Array(seats).fill(dealt / seats),
    poolSize: 0,
    hand: ids.slice(3, 3 + dealt / seats).map((c) => c.id),
    events: [],
  };
}

describe("the card limit", () => {
  it("is stated in the schema for each kind, and no kind alone can pass it", () => {
    for (const kind of ["suspects", "weapons", "rooms"]) {
      const p = schema.properties[kind] as { maxItems: number; description: string };
      expect(p.description).toContain(`at most ${MAX_CARDS} cards in all`);
      // Two cards of the other kinds are always there: one kind's own cap must leave room for them.
      expect(p.maxItems + 2).toBeLessThanOrEqual(MAX_CARDS);
    }
  });

  it("check refuses one card past it, at that card, and accepts the limit itself", () => {
    const over = compile({ file: "x.yaml", text: OVER });
    const hit = over.diagnostics.find((d) => d.code === "TOO_MANY_CARDS");
    expect(hit?.path).toBe("/rooms/20");
    expect(hit?.message).toContain(`at most ${MAX_CARDS}`);
    expect(over.compiled).toBeUndefined();
    const at = compile({
      file: "x.yaml",
      text: OVER.replace("{ id: ru, name: Ru, key: u }", "{ id: ru, name: Ru, key: u, card: false }"),
    });
    expect(at.diagnostics.map((d) => d.code)).not.toContain("TOO_MANY_CARDS");
    expect(at.compiled).toBeDefined();
  });

  it("is the deduction's limit too: it reasons at the limit and refuses one past it", () => {
    expect(buildModel(knowledge(MAX_CARDS)).ok).toBe(true);
    const past = buildModel(knowledge(MAX_CARDS + 1));
    expect(past.ok).toBe(false);
    if (!past.ok) expect(past.error.code).toBe("TOO_MANY_CARDS");
  });
});
