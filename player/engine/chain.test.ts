import { describe, expect, it } from "vitest";
import { count, link, LINKS, newestFirst, toArray, type Chain } from "./chain";

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
});
