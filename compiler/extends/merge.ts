// One edition laid over its parent: keys left out are the parent's, mappings merge key by key, lists of
// things with ids merge by id (lists.ts), and everything else the child writes replaces the parent's
// whole: the grid, doors, passages, spaces, the dice, and any rule given as a `kind` (a kind's options
// belong to that kind). The result carries, for every part, the file it came from (origin.ts).
import { applyRenames, type Renames } from "./refs";
import { asItems, LISTS, mergeList, type Item, type Refuse } from "./lists";
import type { Prov, Seg } from "./origin";

type Rec = Record<string, unknown>;
const isObj = (v: unknown): v is Rec => v !== null && typeof v === "object" && !Array.isArray(v);

export interface Layer {
  data: Rec;
  prov: Prov;
}

const same = (a: readonly Seg[], b: readonly string[]) => a.length === b.length && a.every((s, i) => s === b[i]);

function mergeAt(path: Seg[], a: unknown, pa: Prov, b: unknown, pb: Prov, refuse: Refuse, renames: Renames): Item {
  const list = LISTS.find((l) => same(path, l.path));
  const pItems = asItems(a, pa);
  const cItems = asItems(b, pb);
  if (list && pItems && cItems) {
    const entry = (x: Item, y: Item): Item =>
      mergeAt([...path, "*"], x.value, x.prov, y.value, y.prov, refuse, renames);
    const items = mergeList(list, pItems, cItems, entry, refuse, (from, to, old, now) => {
      if (list.path[0] === "suspects" && from !== to) renames.suspects.set(from, to);
      if (list.path[0] === "rooms") {
        if (from !== to) renames.rooms.set(from, to);
        if (typeof old.key === "string" && typeof now.key === "string" && old.key !== now.key)
          renames.keys.set(old.key, now.key);
      }
    });
    return {
      value: items.map((x) => x.value) as unknown as Rec,
      prov: { src: pb.src, path: pb.path, kids: new Map(items.map((x, i) => [i, x.prov])) },
    };
  }
  // A `kind` union, or anything that is not a mapping on both sides, is the child's whole.
  if (!isObj(a) || !isObj(b) || "kind" in b) return { value: b as Rec, prov: pb };
  const value: Rec = {};
  const kids = new Map<Seg, Prov>();
  for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (k === "extends") continue;
    const ka = pa.kids?.get(k) ?? { src: pa.src, path: [...pa.path, k] };
    const kb = pb.kids?.get(k) ?? { src: pb.src, path: [...pb.path, k] };
    if (!(k in b)) {
      value[k] = a[k];
      kids.set(k, ka);
    } else if (!(k in a)) {
      value[k] = b[k];
      kids.set(k, kb);
    } else {
      const m = mergeAt([...path, k], a[k], ka, b[k], kb, refuse, renames);
      value[k] = m.value;
      kids.set(k, m.prov);
    }
  }
  return { value, prov: { src: pb.src, path: pb.path, kids } };
}

/**
 * `child` over `parent`. References to entries a child put in another's place follow the new id, and a
 * kept grid follows a room whose key changed; both are applied to the parent's data before merging.
 */
export function mergeLayer(parent: Layer, child: Layer, refuse: Refuse): Layer {
  const renames: Renames = { suspects: new Map(), rooms: new Map(), keys: new Map() };
  // A first pass finds the renames; the second merges the parent with them applied.
  mergeAt([], parent.data, parent.prov, child.data, child.prov, () => {}, renames);
  const renamed = structuredClone(parent.data);
  applyRenames(renamed, renames);
  const m = mergeAt([], renamed, parent.prov, child.data, child.prov, refuse, {
    suspects: new Map(),
    rooms: new Map(),
    keys: new Map(),
  });
  return { data: m.value, prov: m.prov };
}
