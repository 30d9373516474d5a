import { describe, expect, it } from "vitest";
import { appended, count, link, LINKS, newestFirst, toArray, type Chain } from "./chain";

describe("chain", () => {
  it("keeps every item in order, shares the old parts and never changes them", () => {
    let chain: Chain<number> | null = null;
    const all: number[] = [];
    const olds: [Chain<number> | null, number[]][] = [];
    for (let i = 0; i < 3000; i += 7) {
      const items = Array.from({ length: i % 3 }, (_, k) => i + k);
      olds.push([chain, all.slice()]);
      chain = link(chain, Object.freeze(items));
      if (chain) Object.freeze(chain);
      all.push(...items);
    }
    expect(toArray(chain)).toEqual(all);
    expect(count(chain)).toBe(all.length);
    for (const [c, items] of olds) expect(toArray(c)).toEqual(items);
    const back: number[] = [];
    newestFirst(chain, (x) => (back.push(x), false));
    expect(back.reverse()).toEqual(all);
  });

  it("never nests deeper than LINKS links, so a long one survives JSON and structuredClone", () => {
    let chain: Chain<number> | null = null;
    for (let i = 0; i < 100_000; i++) chain = link(chain, [i]);
    let depth = 0;
    for (let l = chain; l; l = l.prev) depth++;
    expect(depth).toBeLessThanOrEqual(LINKS);
    expect(JSON.parse(JSON.stringify(chain))).toEqual(chain);
    expect(toArray(structuredClone(chain))).toEqual(toArray(chain));
  });

  it("answers what one link added, or null when the chain was not grown by one link (a new run included)", () => {
    let chain: Chain<number> | null = null;
    const all: number[] = [];
    let runs = 0;
    for (let i = 0; i < 3 * LINKS; i++) {
      const items = Array.from({ length: i % 3 }, (_, k) => i * 10 + k);
      const next: Chain<number> | null = link(chain, items);
      const added = appended(chain, next);
      if (added) all.push(...added);
      else {
        runs++;
        all.splice(0, all.length, ...toArray(next));
      }
      expect(all).toEqual(toArray(next));
      chain = next;
    }
    // Only where a run of LINKS links was flattened into a chunk must the reader copy the list again.
    expect(runs).toBeGreaterThan(0);
    expect(runs).toBeLessThan(5);
    expect(appended(link(link(chain, [1]), [2]), chain)).toBeNull();
    expect(appended(chain, link(link(chain, [1]), [2]))).toBeNull();
  });
});
