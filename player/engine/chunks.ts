// An append-only list kept as chunks of at most CHUNK items. Appending copies only the last chunk and the
// (short) outer array, so a long game log stays cheap to extend without ever mutating the old state.
export type Chunked<T> = readonly (readonly T[])[];

const CHUNK = 32;

export function append<T>(list: Chunked<T>, items: readonly T[]): T[][] {
  if (items.length === 0) return list as T[][];
  const out = list.slice() as T[][];
  const lastAt = out.length - 1;
  const last = out[lastAt];
  let from = 0;
  if (last && last.length < CHUNK) {
    from = Math.min(items.length, CHUNK - last.length);
    const merged = last.slice();
    for (let i = 0; i < from; i++) merged.push(items[i] as T);
    out[lastAt] = merged;
  }
  for (let i = from; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

export function flatten<T>(list: Chunked<T>): T[] {
  const out: T[] = [];
  for (const c of list) for (const x of c) out.push(x);
  return out;
}

export function size<T>(list: Chunked<T>): number {
  let n = 0;
  for (const c of list) n += c.length;
  return n;
}

export function chunkedForEach<T>(list: Chunked<T>, f: (item: T) => void): void {
  for (const c of list) for (const x of c) f(x);
}
