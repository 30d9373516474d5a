import { describe, expect, it } from "vitest";
import { isRngState, seedRng, withRng } from "./rng";

describe("rng", () => {
  it("gives the same numbers for the same state and never changes the state it is given", () => {
    const s = Object.freeze(seedRng(7));
    const [a, next] = withRng(s, (r) => [r.int(1, 6), r.int(1, 6), r.int(1, 6)]);
    const [b, next2] = withRng(s, (r) => [r.int(1, 6), r.int(1, 6), r.int(1, 6)]);
    expect(a).toEqual(b);
    expect(next).toEqual(next2);
    expect(next).not.toEqual(s);
    expect(isRngState(next)).toBe(true);
  });

  it("shuffles into a permutation and stays within bounds", () => {
    const [out] = withRng(seedRng(1), (r) => r.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]));
    expect([...out].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const [rolls] = withRng(seedRng(2), (r) => Array.from({ length: 1000 }, () => r.int(1, 6)));
    expect(Math.min(...rolls)).toBe(1);
    expect(Math.max(...rolls)).toBe(6);
  });

  it("differs between seeds", () => {
    const [a] = withRng(seedRng(1), (r) => r.int(0, 1e9));
    const [b] = withRng(seedRng(2), (r) => r.int(0, 1e9));
    expect(a).not.toBe(b);
  });
});
