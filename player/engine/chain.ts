// An append-only list as a chain of links, newest first: appending makes one small object and copies
// nothing, so a long game log grows without ever touching (or copying) the old states' data. Plain data:
// it serializes to nested JSON ({ items, prev }). Read it in order with `toArray`.
export interface Chain<T> {
  readonly items: readonly T[];
  readonly prev: Chain<T> | null;
}

export function link<T>(chain: Chain<T> | null, items: readonly T[]): Chain<T> | null {
  return items.length === 0 ? chain : { items, prev: chain };
}

/** The items, oldest first. */
export function toArray<T>(chain: Chain<T> | null): T[] {
  const links: (readonly T[])[] = [];
  for (let c = chain; c; c = c.prev) links.push(c.items);
  const out: T[] = [];
  for (let i = links.length - 1; i >= 0; i--) for (const x of links[i] as readonly T[]) out.push(x);
  return out;
}

export function count<T>(chain: Chain<T> | null): number {
  let n = 0;
  for (let c = chain; c; c = c.prev) n += c.items.length;
  return n;
}
