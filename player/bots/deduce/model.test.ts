import { describe, expect, it } from "vitest";
import { deduce } from "./deduce";
import { table } from "./testing/fixtures";

describe("knowledge validation returns errors as values", () => {
  it("rejects unknown cards", () => {
    const d = deduce(table([{ kind: "shown", card: "teapot", by: 1 }]));
    expect(d.ok ? null : d.error.code).toBe("UNKNOWN_CARD");
  });
  it("rejects unknown seats", () => {
    const d = deduce(table([{ kind: "shown", card: "rope", by: 9 }]));
    expect(d.ok ? null : d.error.code).toBe("BAD_SEAT");
  });
  it("rejects sizes that do not add up", () => {
    const d = deduce({ ...table([]), handSizes: [5, 5, 5, 4] });
    expect(d.ok ? null : d.error.code).toBe("BAD_SIZES");
  });
  it("rejects a shown card that was not named", () => {
    const d = deduce(
      table([
        { kind: "suggestion", by: 0, cards: ["plum", "rope", "hall"], passed: [], disprover: 1, shown: "wrench" },
      ]),
    );
    expect(d.ok ? null : d.error.code).toBe("BAD_EVENT");
  });
  it("rejects a pool event without a pool", () => {
    const d = deduce(table([{ kind: "poolSeen", cards: ["rope"] }]));
    expect(d.ok ? null : d.error.code).toBe("BAD_EVENT");
  });
});

describe("suggestions and accusations", () => {
  it("must name one card of each kind", () => {
    const d = deduce(table([{ kind: "accusation", by: 1, cards: ["plum", "white", "hall"], correct: false }]));
    expect(d.ok ? null : d.error.code).toBe("BAD_EVENT");
  });
});
