// An append-only list for the log and the history that stays plain, shallow data however long the game.
// The newest items are links, newest first ({ items, prev }): appending makes one small object and copies
// nothing, so a state never copies the log of the state before. Links nested one in the next were the
// whole structure once, and a 5,000-action state was too deep for structuredClone and JSON (a stack
// overflow). So every LINKS links are flattened into one array, a chunk: the link after that starts a new
// run (`prev: null`) and carries the list of chunks, which every later state shares. Nesting is never
// deeper than LINKS, and appending stays cheap: flattening copies each item once, and the list of chunks
// is copied once every LINKS appends. In a very long game every ARRAYS array chunks are written as one
// JSON text: a 20,000-action state is then a few strings and links instead of a hundred thousand small
// objects, and cloning it (structuredClone, postMessage) costs a fraction. A game of normal length never
// gets that far, so it never pays for the writing. Text chunks are read back rarely (a full log, or
// records read afresh), and the items read are kept per chunk, frozen, as long as the chunk lives.
import { deepFreeze } from "./freeze";

export interface Chain<T> {
  readonly items: readonly T[];
  readonly prev: Chain<T> | null;
  /** Links in this run, this one included (1 for the oldest, which has `prev: null`). */
  readonly n: number;
  /** On the oldest link of a run only: every item before the run, oldest first. */
  readonly chunks?: readonly Chunk<T>[];
}

/** Items flattened from LINKS links, or the JSON text of ARRAYS such arrays. */
type Chunk<T> = { readonly items: readonly T[] } | { readonly json: string; readonly count: number };

export const LINKS = 512;
const ARRAYS = 4;

const read = new WeakMap<object, readonly unknown[]>();

/** A chunk's items (a text chunk's are read once and kept, frozen: they are shared by every reader). */
function itemsOf<T>(chunk: Chunk<T>): readonly T[] {
  if ("items" in chunk) return chunk.items;
  let items = read.get(chunk);
  if (!items) read.set(chunk, (items = deepFreeze(JSON.parse(chunk.json) as unknown[])));
  return items as readonly T[];
}

/** The chain with `items` appended after everything in it (the same chain when there are none). */
export function link<T>(chain: Chain<T> | null, items: readonly T[]): Chain<T> | null {
  if (items.length === 0) return chain;
  if (!chain) return { items, prev: null, n: 1 };
  if (chain.n < LINKS) return { items, prev: chain, n: chain.n + 1 };
  return { items, prev: null, n: 1, chunks: withChunk(chunksOf(chain), run(chain)) };
}

function withChunk<T>(chunks: readonly Chunk<T>[], items: readonly T[]): Chunk<T>[] {
  const out = [...chunks, { items }];
  let arrays = 0;
  while (arrays < out.length && "items" in (out[out.length - 1 - arrays] as Chunk<T>)) arrays++;
  if (arrays < ARRAYS) return out;
  const written: T[] = [];
  for (const c of out.splice(out.length - arrays)) for (const x of itemsOf(c)) written.push(x);
  out.push({ json: JSON.stringify(written), count: written.length });
  return out;
}

function oldest<T>(chain: Chain<T>): Chain<T> {
  let c = chain;
  while (c.prev) c = c.prev;
  return c;
}

function chunksOf<T>(chain: Chain<T> | null): readonly Chunk<T>[] {
  return chain ? (oldest(chain).chunks ?? []) : [];
}

/** The items of the chain's run (not its chunks), oldest first. */
function run<T>(chain: Chain<T> | null): T[] {
  const links: (readonly T[])[] = [];
  for (let l = chain; l; l = l.prev) links.push(l.items);
  const out: T[] = [];
  for (let i = links.length - 1; i >= 0; i--) for (const x of links[i] as readonly T[]) out.push(x);
  return out;
}

/** The items, oldest first (a new array). */
export function toArray<T>(chain: Chain<T> | null): T[] {
  const out: T[] = [];
  for (const chunk of chunksOf(chain)) for (const x of itemsOf<T>(chunk)) out.push(x);
  for (const x of run(chain)) out.push(x);
  return out;
}

export function count<T>(chain: Chain<T> | null): number {
  let n = 0;
  for (const chunk of chunksOf(chain)) n += "items" in chunk ? chunk.items.length : chunk.count;
  for (let l = chain; l; l = l.prev) n += l.items.length;
  return n;
}

/**
 * The items `after` holds past `before`, when `after` is `before` with one link more (what one `link` call
 * makes), or `before` itself (none); null otherwise. A reader that holds the items so far as an array keeps
 * it up to date with this and never copies the whole list again (the online server, after every action).
 */
export function appended<T>(before: Chain<T> | null, after: Chain<T> | null): readonly T[] | null {
  if (after === before) return [];
  return after && after.prev === before ? after.items : null;
}

/** Visits the items newest first until `stop` returns true. */
export function newestFirst<T>(chain: Chain<T> | null, stop: (item: T) => boolean): void {
  let l = chain;
  for (; l; l = l.prev) {
    for (let i = l.items.length - 1; i >= 0; i--) if (stop(l.items[i] as T)) return;
    if (!l.prev) break;
  }
  const chunks = l?.chunks ?? [];
  for (let c = chunks.length - 1; c >= 0; c--) {
    const chunk = itemsOf<T>(chunks[c] as Chunk<T>);
    for (let i = chunk.length - 1; i >= 0; i--) if (stop(chunk[i] as T)) return;
  }
}
