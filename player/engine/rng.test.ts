import { describe, expect, it } from "vitest";
import { uniformInt as pureUniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import { Xoroshiro128Plus, isRngState, seedRng, uniformInt, withRng } from "./rng";

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

// The generator and the draw are pure-rand's without what no game uses (rng.ts): a save made with pure-rand's
// replays the same only while every number is the same.
describe("pure-rand's numbers", () => {
  it("the generator gives pure-rand's xoroshiro128+ outputs and states, from a seed and from a state", () => {
    for (const seed of [0, 1, 7, -3, 123456789, 2 ** 31 - 1, -(2 ** 31)]) {
      const ours = Xoroshiro128Plus.seeded(seed);
      const theirs = xoroshiro128plus(seed);
      expect(ours.getState()).toEqual(theirs.getState());
      for (let i = 0; i < 500; i++) expect(ours.next()).toBe(theirs.next());
      const state = ours.getState();
      expect(state).toEqual(theirs.getState());
      const again = Xoroshiro128Plus.fromState(state);
      const theirsAgain = xoroshiro128plusFromState(state);
      for (let i = 0; i < 100; i++) expect(again.next()).toBe(theirsAgain.next());
    }
  });

  it("uniformInt draws what pure-rand's uniformInt draws from the same generator", () => {
    for (const seed of [0, 1, 7, -3, 123456789]) {
      const ours = Xoroshiro128Plus.seeded(seed);
      const theirs = xoroshiro128plus(seed);
      for (const [from, to] of [
        [0, 0],
        [1, 6],
        [0, 1],
        [0, 2],
        [0, 999_999],
        [-5, 5],
        [0, 2 ** 31],
        [0, 2 ** 32 - 1],
        [3, 2 ** 32 + 2],
      ] as const)
        for (let i = 0; i < 200; i++) expect(uniformInt(ours, from, to)).toBe(pureUniformInt(theirs, from, to));
    }
  });

  it("uniformInt refuses a range it does not draw from", () => {
    const gen = Xoroshiro128Plus.seeded(1);
    expect(() => uniformInt(gen, 1, 0)).toThrow(RangeError);
    expect(() => uniformInt(gen, 0, 2 ** 32)).toThrow(RangeError);
  });
});
