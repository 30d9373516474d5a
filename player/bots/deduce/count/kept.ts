// The count's memory, kept from one count to the next (the count is never re-entered): fresh arrays for
// every count were a good part of its time in small positions.
import { F64, I32, StateTable } from "./table";

/** What one level's choices and the tier after it are kept in. */
export interface ChoiceStore {
  delta: F64;
  dying: I32;
  begin: I32;
  from: I32;
  take: I32;
  ends: I32;
  /** Choice list by its key (numbered as the lists are). */
  index: StateTable;
  targets: I32;
  weights: F64;
}

const stores: ChoiceStore[] = [];
const tables: StateTable[] = [];

/** A tier's own arrays, kept from one count to the next like the choices (`floats` and `ints` hand them out). */
export interface TierArrays {
  counts: I32;
  list: I32;
  firstTarget: I32;
  ways: F64;
  left: F64;
  back: F64;
}

const tierArrays: TierArrays[] = [];
/** Arrays grown past this many entries are dropped before the next count (one huge count should not hold its memory for good). */
const KEEP = 1 << 18;

export function arraysFor(i: number): TierArrays {
  const a = tierArrays[i];
  if (a && [a.counts, a.list, a.firstTarget, a.ways, a.left, a.back].every((l) => l.a.length <= KEEP)) return a;
  return (tierArrays[i] = {
    counts: new I32(),
    list: new I32(),
    firstTarget: new I32(),
    ways: new F64(),
    left: new F64(),
    back: new F64(),
  });
}

/**
 * A kept array with its first `n` entries zeroed: the array itself, which may be longer (only the first `n`
 * are read). Not a view of its first `n`: a view is an object of its own, and these are asked for at every
 * tier of every count.
 */
export function floats(list: F64, n: number): Float64Array {
  list.ensure(n);
  list.a.fill(0, 0, n);
  return list.a;
}

/** A kept array of at least `n` entries, as the last count left them: each is written before it is read. */
export function ints(list: I32, n: number): Int32Array {
  list.ensure(n);
  return list.a;
}

type Typed = Uint8Array | Int32Array | Float64Array;
/** A scratch array past this many entries is not kept for the next call. */
const KEEP_SCRATCH = 1 << 16;

/**
 * Arrays handed out by number and kept from one call to the next, for code that is never re-entered: the
 * first `n` entries of array `i` of a type, as the last call left them (the caller writes before it reads,
 * or fills).
 */
export class Scratch {
  private readonly lists: { bytes: Uint8Array[]; ints: Int32Array[]; floats: Float64Array[] } = {
    bytes: [],
    ints: [],
    floats: [],
  };
  bytes(i: number, n: number): Uint8Array {
    return kept(this.lists.bytes, i, n, (m) => new Uint8Array(m));
  }
  ints(i: number, n: number): Int32Array {
    return kept(this.lists.ints, i, n, (m) => new Int32Array(m));
  }
  floats(i: number, n: number): Float64Array {
    return kept(this.lists.floats, i, n, (m) => new Float64Array(m));
  }
  /** Array `i` itself, at least `n` long (no view of its first `n`: for callers that read and fill only those). */
  someInts(i: number, n: number): Int32Array {
    return whole(this.lists.ints, i, n, (m) => new Int32Array(m));
  }
  someFloats(i: number, n: number): Float64Array {
    return whole(this.lists.floats, i, n, (m) => new Float64Array(m));
  }
}

function whole<T extends Typed>(lists: T[], i: number, n: number, make: (n: number) => T): T {
  const a = lists[i];
  if (a && a.length >= n && a.length <= Math.max(n, KEEP_SCRATCH)) return a;
  return (lists[i] = make(Math.max(n, 16)));
}

function kept<T extends Typed>(lists: T[], i: number, n: number, make: (n: number) => T): T {
  return whole(lists, i, n, make).subarray(0, n) as T;
}

export function storeFor(b: number): ChoiceStore {
  let s = stores[b];
  if (!s) {
    s = {
      delta: new F64(),
      dying: new I32(),
      begin: new I32(),
      from: new I32(),
      take: new I32(),
      ends: new I32(),
      index: new StateTable(),
      targets: new I32(),
      weights: new F64(),
    };
    stores[b] = s;
  }
  s.delta.length =
    s.dying.length =
    s.begin.length =
    s.from.length =
    s.take.length =
    s.ends.length =
    s.targets.length =
    s.weights.length =
      0;
  s.index.reset();
  return s;
}

export function tableFor(i: number): StateTable {
  let t = tables[i];
  if (!t) {
    t = new StateTable();
    tables[i] = t;
  } else t.reset();
  return t;
}
