import { describe, expect, it } from "vitest";
import { append, flatten, size } from "./chunks";

describe("chunks", () => {
  it("keeps every item in order and never changes the list it is given", () => {
    let list: readonly (readonly number[])[] = Object.freeze([]);
    const all: number[] = [];
    for (let i = 0; i < 300; i += 7) {
      const items = Array.from({ length: (i % 5) + 1 }, (_, k) => i + k);
      const before = JSON.stringify(list);
      const next = append(list, items);
      expect(JSON.stringify(list)).toBe(before);
      list = Object.freeze(next.map((c) => Object.freeze(c)));
      all.push(...items);
    }
    expect(flatten(list)).toEqual(all);
    expect(size(list)).toBe(all.length);
    expect(list.every((c) => c.length <= 32)).toBe(true);
  });
});
