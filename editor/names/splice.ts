// Scalar and key splices for renames: many places in one file, one parse and one read-back. A rename
// touches only the characters of the ids it changes (a quoted id stays quoted), so comments and layout
// around them stay byte-identical; if the text would read back as anything else, nothing is returned and
// the caller takes the general patch (model/patch.ts) instead.
import { isMap, isScalar, parseDocument, type Node } from "yaml";
import type { Path } from "../model/patch";
import { scalar } from "../model/render";

interface Splice {
  start: number;
  end: number;
  text: string;
}

function apply(t: string, splices: Splice[]): string {
  let out = t;
  for (const s of [...splices].sort((a, b) => b.start - a.start))
    out = out.slice(0, s.start) + s.text + out.slice(s.end);
  return out;
}

/** The new text of a scalar, quoted as the old one was. */
function rewrite(t: string, node: Node, to: string): Splice | undefined {
  // range[1] is where the value ends: after a closing quote, before any comment.
  const [s, e] = node.range ?? [0, 0];
  if (e <= s) return undefined;
  const q = t[s];
  return { start: s, end: e, text: q === '"' || q === "'" ? q + to + q : scalar(to) };
}

function readsBack(text: string, check: (data: unknown) => boolean): boolean {
  const d = parseDocument(text);
  return d.errors.length === 0 && check(d.toJS({ maxAliasCount: 100 }));
}

/**
 * Set every scalar at `paths` to `to` (ids: kebab-case, so never a line break or a quote). Undefined when a
 * path holds no plain scalar or the result reads back as anything but the intended data.
 */
export function setScalars(t: string, paths: readonly Path[], to: string): string | undefined {
  const doc = parseDocument(t);
  if (doc.errors.length > 0) return undefined;
  const splices: Splice[] = [];
  for (const p of paths) {
    const node = doc.getIn(p, true);
    if (!isScalar(node) || typeof node.value !== "string") return undefined;
    const s = rewrite(t, node, to);
    if (!s) return undefined;
    splices.push(s);
  }
  const want = doc.toJS({ maxAliasCount: 100 }) as unknown;
  for (const p of paths) setAt(want, p, to);
  const out = apply(t, splices);
  const expected = JSON.stringify(want);
  return readsBack(out, (d) => JSON.stringify(d) === expected) ? out : undefined;
}

function setAt(data: unknown, path: Path, v: unknown): void {
  let at = data as Record<string | number, unknown>;
  for (const seg of path.slice(0, -1)) at = at[seg] as Record<string | number, unknown>;
  at[path[path.length - 1]!] = v;
}

/**
 * Rename the key `from` to `to` in each top-level map of `maps` (a translation's `rooms:` and so on), in
 * place; a map without the key is left alone. Undefined when the result would read back otherwise (say,
 * the map already has `to`).
 */
export function renameKeys(t: string, maps: readonly string[], from: string, to: string): string | undefined {
  const doc = parseDocument(t);
  if (doc.errors.length > 0) return undefined;
  const splices: Splice[] = [];
  const want = doc.toJS({ maxAliasCount: 100 }) as Record<string, unknown> | null;
  for (const m of maps) {
    const map = doc.get(m, true);
    if (!isMap(map)) continue;
    const pair = map.items.find((p) => isScalar(p.key) && p.key.value === from);
    if (!pair || !isScalar(pair.key)) continue;
    const s = rewrite(t, pair.key, to);
    if (!s) return undefined;
    splices.push(s);
    const obj = want?.[m] as Record<string, unknown>;
    // Same order as in the text: rebuild the object with the key renamed where it stood.
    want![m] = Object.fromEntries(Object.entries(obj).map(([k, v]) => [k === from ? to : k, v]));
  }
  if (splices.length === 0) return t;
  const out = apply(t, splices);
  const expected = JSON.stringify(want);
  return readsBack(out, (d) => JSON.stringify(d) === expected) ? out : undefined;
}
