import { describe, expect, it } from "vitest";
import { count, link, toArray, type Chain } from "./chain";

describe("chain", () => {
  it("keeps every item in order, shares the old links and never changes them", () => {
    let chain: Chain<number> | null = null;
    const all: number[] = [];
    const olds: [Chain<number> | null, number[]][] = [];
    for (let i = 0; i < 300; i += 7) {
      const items = Array.from({ length: i % 3 }, (_, k) => i + k);
      olds.push([chain, all.slice()]);
      chain = link(chain, Object.freeze(items));
      if (chain) Object.freeze(chain);
      all.push(...items);
    }
    expect(toArray(chain)).toEqual(all);
    expect(count(chain)).toBe(all.length);
    for (const [c, items] of olds) expect(toArray(c)).toEqual(items);
    expect(JSON.parse(JSON.stringify(chain)).prev.items).toEqual((chain as Chain<number>).prev?.items);
  });
});
