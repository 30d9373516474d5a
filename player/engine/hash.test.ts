import { describe, expect, it } from "vitest";
import { canonicalJson, hashJson } from "./hash";

describe("hash", () => {
  it("ignores key order and dropped undefined members", () => {
    expect(hashJson({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(hashJson({ b: [1, { d: 3, c: 2 }], a: 1, e: undefined }));
    expect(canonicalJson({ b: 1, a: "x" })).toBe('{"a":"x","b":1}');
  });

  it("changes with any value and has a fixed length", () => {
    const a = hashJson({ a: 1 });
    expect(a).toHaveLength(28);
    expect(hashJson({ a: 2 })).not.toBe(a);
    expect(hashJson("a")).not.toBe(hashJson("b"));
  });
});
