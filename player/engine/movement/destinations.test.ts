import { describe, expect, it } from "vitest";
import type { BoardGraph } from "../../../schemas/graph";
import { destinations, type MoveRules } from "./destinations";

// A 3 x 3 block of squares (nodes 0-8, reading order) and one room (node 9) with a door from square 2.
//   0 1 2 [R]
//   3 4 5
//   6 7 8
function board(): BoardGraph {
  const n = 10;
  const links: [number, number][] = [
    [0, 1],
    [1, 2],
    [3, 4],
    [4, 5],
    [6, 7],
    [7, 8],
    [0, 3],
    [3, 6],
    [1, 4],
    [4, 7],
    [2, 5],
    [5, 8],
    [2, 9],
  ];
  const nb: number[][] = Array.from({ length: n }, () => []);
  for (const [a, b] of links) {
    nb[a]?.push(b);
    nb[b]?.push(a);
  }
  const adjStart = new Int32Array(n + 1);
  const adj: number[] = [];
  nb.forEach((list, i) => {
    adjStart[i] = adj.length;
    adj.push(...list.sort((a, b) => a - b));
  });
  adjStart[n] = adj.length;
  // Each node's steps into the room (node 9).
  const roomDist = new Uint16Array(n).fill(0xffff);
  roomDist[9] = 0;
  const queue = [9];
  while (queue.length) {
    const u = queue.shift() as number;
    for (const v of nb[u] ?? [])
      if (roomDist[v] === 0xffff) {
        roomDist[v] = (roomDist[u] as number) + 1;
        queue.push(v);
      }
  }
  return {
    rows: 3,
    cols: 3,
    squareCount: 9,
    roomCount: 1,
    nodeCount: n,
    cellNode: Int32Array.from([0, 1, 2, 3, 4, 5, 6, 7, 8]),
    nodeCell: Int32Array.from([0, 1, 2, 3, 4, 5, 6, 7, 8, -1]),
    adjStart,
    adj: Int32Array.from(adj),
    roomDist,
    passages: [[]],
    doorFront: Uint8Array.from([0, 0, 1, 0, 0, 0, 0, 0, 0]),
    question: Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 0, 1]),
    startNode: Int32Array.from([0]),
  };
}

const g = board();
const none = new Uint8Array(9);
const exact: MoveRules = { exact: true, passThrough: false, doorsBlocked: true, stops: none };
const q = (from: number, steps: number, tokens: number[] = [], noEnter = -1) => {
  const occupied = new Uint8Array(9);
  for (const t of tokens) occupied[t] = 1;
  return { from, steps, occupied, tokens, noEnter };
};

describe("destinations", () => {
  it("exact: squares at exactly the roll along a simple path, rooms at or before it", () => {
    expect(destinations(g, exact, q(0, 2))).toEqual([2, 4, 6]);
    expect(destinations(g, exact, q(0, 3))).toEqual([1, 3, 5, 7, 9]);
    expect(destinations(g, exact, q(0, 8))).toEqual([2, 4, 6, 8, 9]);
    expect(destinations(g, exact, q(0, 9))).toEqual([9]);
  });

  it("up to: every square within the roll", () => {
    expect(destinations(g, { ...exact, exact: false }, q(0, 2))).toEqual([1, 2, 3, 4, 6]);
  });

  it("tokens block (or are passed but never shared), and shut the door they stand in front of", () => {
    expect(destinations(g, exact, q(0, 2, [1]))).toEqual([4, 6]);
    expect(destinations(g, exact, q(5, 2, [2]))).toEqual([1, 3, 7]);
    expect(destinations(g, { ...exact, passThrough: true }, q(0, 2, [1]))).toEqual([2, 4, 6]);
    expect(destinations(g, { ...exact, passThrough: true }, q(1, 2, [2]))).toEqual([3, 5, 7]);
    expect(destinations(g, { ...exact, passThrough: true, doorsBlocked: false }, q(1, 2, [2]))).toEqual([3, 5, 7, 9]);
  });

  it("a room left this turn is not entered again, and stop squares end the move", () => {
    expect(destinations(g, exact, q(9, 2, [], 9))).toEqual([1, 5]);
    expect(destinations(g, { ...exact, exact: false, stops: g.question }, q(4, 3))).toEqual([
      0, 1, 2, 3, 5, 6, 7, 8, 9,
    ]);
    expect(destinations(g, { ...exact, stops: g.question }, q(6, 4))).toEqual([0, 2, 4, 8]);
  });

  it("no steps, no move", () => {
    expect(destinations(g, exact, q(0, 0))).toEqual([]);
  });
});
