// Exact-roll endpoints on the empty board, with up to two witness paths each (the second avoiding the
// first's squares where it can), built lazily per start and roll. With tokens on the board a square stays
// reachable when one of its witnesses avoids every token in the way; only the few whose witnesses tokens
// touch need a new search. Tokens only ever take squares away.
import type { BoardGraph } from "../../../schemas/graph";
import { searchExact } from "./exact-search";
import { reach } from "./reach";
import type { Tables } from "./tables";
import type { MoveRules } from "./types";

export const WITNESSES = 2;

export interface EmptyBoard {
  /** Squares a simple path of exactly the roll reaches, ascending. */
  squares: Int32Array;
  /** WITNESSES bitsets of `words` words per square (the squares of each witness path); unused ones are empty. */
  witness: Uint32Array;
  /** Per square: how many witnesses it has (1 or 2). */
  witnesses: Uint8Array;
}

/** Rolls above this are searched directly, without a table. */
export const MAX_TABLED = 24;

const cache = new WeakMap<MoveRules, Map<number, EmptyBoard>>();

export function emptyBoard(
  graph: BoardGraph,
  tables: Tables,
  rules: MoveRules,
  from: number,
  steps: number,
): EmptyBoard {
  let byStart = cache.get(rules);
  if (!byStart) {
    byStart = new Map();
    cache.set(rules, byStart);
  }
  const key = from * (MAX_TABLED + 1) + steps;
  let entry = byStart.get(key);
  if (!entry) {
    entry = build(graph, tables, rules, from, steps);
    byStart.set(key, entry);
  }
  return entry;
}

function bitsOf(path: Int32Array, length: number, words: number): Uint32Array {
  const bits = new Uint32Array(words);
  for (let i = 0; i < length; i++) {
    const n = path[i] as number;
    bits[n >>> 5] = (bits[n >>> 5] as number) | (1 << (n & 31));
  }
  return bits;
}

function build(graph: BoardGraph, tables: Tables, rules: MoveRules, from: number, steps: number): EmptyBoard {
  const { squareCount } = graph;
  const { words } = tables;
  const empty = new Uint8Array(squareCount);
  // Own arrays: the shared work arrays hold the caller's search.
  const best = new Int16Array(graph.nodeCount);
  const queue = new Int32Array(graph.nodeCount);
  reach(graph, { ...rules, exact: true }, { from, steps, occupied: empty, tokens: [], noEnter: -1 }, best, queue, []);
  const want = new Uint32Array(words);
  let remaining = 0;
  for (let t = 0; t < squareCount; t++) {
    const b = best[t] as number;
    if (b < 1 || b > steps || t === from || rules.stops[t] === 1) continue;
    if (from < squareCount && (steps - b) % 2 !== 0) continue;
    want[t >>> 5] = (want[t >>> 5] as number) | (1 << (t & 31));
    remaining++;
  }
  const first = new Map<number, Uint32Array>();
  const out: number[] = [];
  searchExact(graph, tables, rules, {
    from,
    steps,
    occupied: empty,
    want,
    remaining,
    out,
    witness: (t, path, n) => void first.set(t, bitsOf(path, n, words)),
  });
  const squares = Int32Array.from(out).sort();
  const witness = new Uint32Array(squares.length * WITNESSES * words);
  const witnesses = new Uint8Array(squares.length);
  const strict = { ...rules, passThrough: false };
  squares.forEach((t, i) => {
    const one = first.get(t) as Uint32Array;
    witness.set(one, i * WITNESSES * words);
    witnesses[i] = 1;
    // A second path that keeps off the first one's squares (its end excepted), when there is one.
    const avoid = new Uint8Array(squareCount);
    for (let n = 0; n < squareCount; n++)
      if (n !== t && n !== from && ((one[n >>> 5] as number) & (1 << (n & 31))) !== 0) avoid[n] = 1;
    const only = new Uint32Array(words);
    only[t >>> 5] = 1 << (t & 31);
    searchExact(graph, tables, strict, {
      from,
      steps,
      occupied: avoid,
      want: only,
      remaining: 1,
      out: [],
      witness: (_t, path, n) => {
        witness.set(bitsOf(path, n, words), (i * WITNESSES + 1) * words);
        witnesses[i] = 2;
      },
    });
  });
  return { squares, witness, witnesses };
}
