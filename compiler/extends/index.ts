// An edition with `extends:` resolved into one: the chain read (resolve.ts), each file's shape checked on
// its own, the files merged root first (merge.ts), and the merged whole checked against the schema of a
// standalone edition. Every diagnostic, now and in the later checks, is placed through `place` in the
// file that holds what it is about.
import type { Diagnostic } from "../diagnostics";
import { hasErrors, textsOf } from "../diagnostics";
import { diagnose, type Source } from "../load";
import { spanOf, spanOfMapStart } from "../locate";
import { validate } from "../validate";
import { say } from "../words";
import { LISTS } from "./lists";
import { mergeLayer, type Layer } from "./merge";
import { place, provOf, type Seg } from "./origin";
import { extendsOf, resolveChain, type ParentResolver } from "./resolve";

export type { ParentFile, ParentResolver } from "./resolve";
export { MAX_CHAIN } from "./resolve";
export { pageParents } from "./browser";

export interface Placed {
  source: Source;
  path: Seg[];
}

export interface Resolved {
  diagnostics: Diagnostic[];
  sources: Source[];
  /** The merged edition, when the chain resolved and every file's shape is sound. */
  data?: Record<string, unknown>;
  /** The file and path that hold the merged data at a path. */
  place: (path: readonly Seg[]) => Placed;
  /** The chain, the root first and this edition last, as file names and edition ids. */
  chain: { file: string; id: string }[];
}

const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

/** `replaces:` and `remove:` in a file that extends nothing: said plainly, not as a bare schema error. */
export function markersWithoutParent(source: Source, data: Record<string, unknown>): Diagnostic[] {
  if (extendsOf(data) !== undefined) return [];
  const out: Diagnostic[] = [];
  for (const list of LISTS) {
    let v: unknown = data;
    for (const k of list.path) v = isObj(v) ? v[k] : undefined;
    if (!Array.isArray(v)) continue;
    v.forEach((e, i) => {
      for (const key of ["replaces", "remove"])
        if (isObj(e) && key in e) {
          const path = [...list.path, i, key];
          out.push(
            diagnose(source, {
              code: "SCHEMA_UNKNOWN_KEY",
              message: say.extends.markerWithoutParent(key),
              help: say.extends.markerWithoutParentHelp,
              path,
              span: spanOf(source, path, true),
            }),
          );
        }
    });
  }
  return out;
}

export function resolveEdition(
  source: Source,
  data: Record<string, unknown>,
  resolver: ParentResolver | undefined,
): Resolved {
  const chain = resolveChain({ source, data }, resolver);
  const self = (path: readonly Seg[]): Placed => ({ source, path: [...path] });
  const names = chain.files.map((f) => ({ file: f.source.file, id: typeof f.data.id === "string" ? f.data.id : "" }));
  if (chain.files.length === 0)
    return { diagnostics: chain.diagnostics, sources: chain.sources, place: self, chain: names };
  const diagnostics: Diagnostic[] = [];
  for (const f of chain.files) {
    diagnostics.push(...validate(f.source, f.data, "edition").diagnostics, ...markersWithoutParent(f.source, f.data));
  }
  const done = () => ({ diagnostics, sources: chain.sources, place: self, chain: names });
  if (hasErrors(diagnostics)) return done();

  const sources = chain.files.map((f) => f.source);
  let layer: Layer = { data: chain.files[0]!.data, prov: provOf(chain.files[0]!.data, 0) };
  chain.files.slice(1).forEach((f, i) => {
    const child: Layer = { data: f.data, prov: provOf(f.data, i + 1) };
    layer = mergeLayer(layer, child, (at, field, message, help) => {
      const src = sources[at.src] as Source;
      const path = [...at.path, field];
      diagnostics.push(diagnose(src, { code: "EXTENDS_UNKNOWN_ID", message, help, path, span: spanOf(src, path) }));
    });
  });
  if (hasErrors(diagnostics)) return done();
  const merged = layer.data;
  delete merged.extends;
  const where = (path: readonly Seg[]): Placed => {
    const p = place(layer.prov, path);
    return { source: sources[p.src] as Source, path: p.path };
  };
  // The whole must be a complete edition: a key no file of the chain gives is missing in the last one.
  for (const d of validate({ file: "", text: "", lineStarts: [0], doc: null }, merged, "edition").diagnostics) {
    const segs: Seg[] =
      d.path === ""
        ? []
        : d.path
            .slice(1)
            .split("/")
            .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
    const at = d.code === "SCHEMA_MISSING_KEY" && segs.length === 0 ? { source, path: [] } : where(segs);
    const span =
      d.code === "SCHEMA_MISSING_KEY"
        ? spanOfMapStart(at.source, at.path)
        : spanOf(at.source, at.path, d.code === "SCHEMA_UNKNOWN_KEY");
    diagnostics.push(diagnose(at.source, { code: d.code, ...textsOf(d), path: at.path, span }));
  }
  return {
    diagnostics,
    sources: chain.sources,
    place: where,
    chain: names,
    ...(!hasErrors(diagnostics) && { data: merged }),
  };
}
