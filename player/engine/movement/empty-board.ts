// Exact-roll endpoints on the empty board, with one witness path each, built lazily per start and roll.
// With tokens on the board a square stays reachable when its witness path avoids every token in the way;
// only the few whose witness a token touches need a new search. Tokens only ever take squares away.
import type { BoardGraph } from "../../../schemas/graph";
import { searchExact } from "./exact-search";
import { reach } from "./reach";
import type { Tables } from "./tables";
import type { MoveRules } from "./types";

export interface EmptyBoard {
  /** Squares a simple path of exactly the roll reaches, ascending. */
  squares: Int32Array;
  /** squares.length bitsets of `words` words: the squares of each one's witness path. */
  witness: Uint32Array;
}

/** Rolls above this are searched directly, without a table. */
export const MAX_TABLED = 24;

const cache = new WeakMap<MoveRules, Map<number, EmptyBoard>>();

export function emptyBoard(graph: BoardGraph, tables: Tables, rules: MoveRules, from: number, steps: number): EmptyBoard {
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
  const found = new Map<number, Uint32Array>();
  const out: number[] = [];
  searchExact(graph, tables, rules, {
    from,
    steps,
    occupied: empty,
    want,
    remaining,
    out,
    witness(t, path, length) {
      const bits = new Uint32Array(words);
      for (let i = 0; i < length; i++) {
        const n = path[i] as number;
        bits[n >>> 5] = (bits[n >>> 5] as number) | (1 << (n & 31));
      }
      found.set(t, bits);
    },
  });
  const squares = Int32Array.from(out).sort();
  const witness = new Uint32Array(squares.length * words);
  squares.forEach((t, i) => witness.set(found.get(t) as Uint32Array, i * words));
  return { squares, witness };
}
