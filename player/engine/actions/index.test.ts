import { describe, expect, it } from "vitest";
import { ACTION_LIST, ACTIONS, BY_PHASE, fieldsOf } from ".";

describe("the action registry", () => {
  it("names each action once, and each one says its fields and the phases it can be taken in", () => {
    const types = ACTION_LIST.map((d) => d.type);
    expect(new Set(types).size).toBe(types.length);
    for (const d of ACTION_LIST) {
      expect(ACTIONS[d.type]).toBe(d);
      expect(d.phases === "pending" || d.phases.length > 0).toBe(true);
      expect(fieldsOf(d.type)).toEqual(Object.keys(d.fields));
    }
    expect(BY_PHASE.pending).toEqual(["show-card"]);
    expect(BY_PHASE.rolled).not.toContain("roll");
  });
});
