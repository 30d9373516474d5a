// The path and the steps of a move, checked against the rules read literally: every path walks from the
// start to the destination through neighbours, never twice over a square, never through a room, over a
// token only where tokens may be passed, in by a door no token shuts; a square in exact mode takes the
// whole roll, anything else the fewest steps any legal walk takes.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EDITIONS, loadEdition } from "../../../test/editions";
import { quick } from "../../../test/quick";
import type { BoardGraph } from "../../../schemas/graph";
import { destinations } from "./destinations";
import { distancesFrom } from "./distances";
import { movePath, stepsUsed } from "./path";
import { moveRules } from "./rules";
import type { MoveQuery, MoveRules } from "./types";

const RUNS = quick(400, 120);

const adjacent = (g: BoardGraph, a: number, b: number) => {
  for (let k = g.adjStart[a] as number; k < (g.adjStart[a + 1] as number); k++) if (g.adj[k] === b) return true;
  return false;
};

/** Why `path` is not a legal walk of this move (null when it is); `ends`: false for a walk still going on. */
function problem(g: BoardGraph, rules: MoveRules, q: MoveQuery, path: readonly number[], ends = true): string | null {
  const isRoom = (n: number) => n >= g.squareCount;
  const occ = (n: number) => !isRoom(n) && q.occupied[n] === 1;
  if (path[0] !== q.from) return "does not start at the token";
  if (new Set(path).size !== path.length) return "visits a node twice";
  if (path.length - 1 > q.steps) return "longer than the roll";
  for (let i = 1; i < path.length; i++) {
    const [a, b] = [path[i - 1] as number, path[i] as number];
    if (!adjacent(g, a, b)) return `${a} -> ${b} are not neighbours`;
    const last = ends && i === path.length - 1;
    if (isRoom(b) && !last) return "walks through a room";
    if (isRoom(b) && rules.doorsBlocked && occ(a)) return "enters by a door a token shuts";
    if (isRoom(a) && rules.doorsBlocked && occ(b)) return "leaves by a door a token shuts";
    if (!last && rules.stops[b] === 1 && !isRoom(b)) return "walks over a stop square";
    if (occ(b) && (last || !rules.passThrough)) return "steps onto a token";
  }
  return null;
}

/** The fewest steps of any legal walk to `to`, by trying every simple walk (exponential; small rolls only). */
function fewest(g: BoardGraph, rules: MoveRules, q: MoveQuery, to: number): number {
  let best = Infinity;
  const path = [q.from];
  const on = new Set(path);
  const walk = (n: number) => {
    if (path.length - 1 >= Math.min(q.steps, best)) return;
    for (let k = g.adjStart[n] as number; k < (g.adjStart[n + 1] as number); k++) {
      const m = g.adj[k] as number;
      if (on.has(m)) continue;
      path.push(m);
      if (m === to && problem(g, rules, q, path) === null) best = Math.min(best, path.length - 1);
      else if (m !== to && m < g.squareCount && rules.stops[m] !== 1 && problem(g, rules, q, path, false) === null) {
        on.add(m);
        walk(m);
        on.delete(m);
      }
      path.pop();
    }
  };
  walk(q.from);
  return best;
}

function query(g: BoardGraph, from: number, steps: number, blockers: readonly number[]): MoveQuery {
  const tokens = blockers.filter((b) => b !== from);
  const occupied = new Uint8Array(g.squareCount);
  for (const b of tokens) occupied[b] = 1;
  return { from, steps, occupied, tokens, noEnter: from >= g.squareCount ? from : -1 };
}

describe.each(EDITIONS)("a move's path and steps on %s", (id) => {
  const compiled = loadEdition(id);
  const g = compiled.graph;
  const own = moveRules(compiled);

  for (const [mode, rules] of [
    ["its own rules", own],
    ["exact rolls", { ...own, exact: true }],
    ["up-to rolls, tokens shutting doors", { ...own, exact: false, passThrough: false, doorsBlocked: true }],
  ] as const)
    it(`${mode}: a legal walk to every destination, as long as the steps said, and none elsewhere`, () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: g.nodeCount - 1 }),
          fc.integer({ min: 1, max: 7 }),
          fc.uniqueArray(fc.integer({ min: 0, max: g.squareCount - 1 }), { maxLength: 5 }),
          (from, steps, blockers) => {
            const q = query(g, from, steps, blockers);
            const dests = destinations(g, rules, q);
            const used = stepsUsed(g, rules, q);
            expect([...used.keys()].sort((a, b) => a - b)).toEqual(dests);
            for (const to of dests) {
              const path = movePath(g, rules, q, to);
              expect(path, `to ${to}`).not.toBeNull();
              expect(problem(g, rules, q, path as number[])).toBeNull();
              expect((path as number[]).at(-1)).toBe(to);
              const n = used.get(to) as number;
              expect((path as number[]).length - 1).toBe(n);
              const exactSquare = rules.exact && to < g.squareCount && rules.stops[to] !== 1;
              expect(n).toBe(exactSquare ? steps : fewest(g, rules, q, to));
            }
            const other = (from + 1 + blockers.length * 37) % g.nodeCount;
            if (!dests.includes(other)) expect(movePath(g, rules, q, other)).toBeNull();
          },
        ),
        { numRuns: RUNS, seed: 11 },
      );
    });
});

describe("on the classic board", () => {
  const compiled = loadEdition("classic");
  const g = compiled.graph;
  const rules = moveRules(compiled);
  const start = g.startNode[0] as number;

  it("a square in exact mode takes the whole roll, even where a shorter way exists", () => {
    const q = query(g, start, 4, []);
    const dist = distancesFrom(g, start);
    const to = destinations(g, rules, q).find((t) => t < g.squareCount && (dist[t] as number) < 4);
    expect(to).toBeDefined();
    expect(stepsUsed(g, rules, q).get(to as number)).toBe(4);
    expect(problem(g, rules, q, movePath(g, rules, q, to as number) as number[])).toBeNull();
    expect(movePath(g, rules, q, to as number)).toHaveLength(5);
  });

  it("has no path and no steps without a roll", () => {
    expect(movePath(g, rules, query(g, start, 0, []), start)).toBeNull();
    expect(stepsUsed(g, rules, query(g, start, 0, [])).size).toBe(0);
  });
});
