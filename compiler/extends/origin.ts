// Where each part of a merged edition was written: a tree shaped like the data, each node naming the
// file (an index into the chain's sources) and the path inside that file. A diagnostic about merged data
// is placed by walking this tree as deep as the path goes and carrying the rest of the path over.
export type Seg = string | number;

export interface Prov {
  src: number;
  path: readonly Seg[];
  /** Children by key (a mapping) or index (a list); absent for a scalar or a value kept whole. */
  kids?: Map<Seg, Prov>;
}

const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object";

/** The provenance of a value read from one file, every node pointing at itself in that file. */
export function provOf(value: unknown, src: number, path: readonly Seg[] = []): Prov {
  if (!isObj(value)) return { src, path };
  const kids = new Map<Seg, Prov>();
  if (Array.isArray(value)) value.forEach((v, i) => kids.set(i, provOf(v, src, [...path, i])));
  else for (const k of Object.keys(value)) kids.set(k, provOf(value[k], src, [...path, k]));
  return { src, path, kids };
}

/** The file and the path inside it that hold the merged data at `path`. */
export function place(prov: Prov, path: readonly Seg[]): { src: number; path: Seg[] } {
  let node = prov;
  let i = 0;
  for (; i < path.length; i++) {
    const seg = path[i] as Seg;
    const next =
      node.kids?.get(seg) ??
      node.kids?.get(typeof seg === "number" ? String(seg) : Number.isInteger(Number(seg)) ? Number(seg) : seg);
    if (!next) break;
    node = next;
  }
  return { src: node.src, path: [...node.path, ...path.slice(i)] };
}
