// Exact text splices at node ranges: set or delete the value at a path and touch nothing else. Comments,
// key order, flow sequences such as `[24, 25]` and aligned comments survive, because the text outside the
// changed nodes is never regenerated (the yaml Document's toString() would reformat all of it).
// Every result is parsed back and compared with the intended data; only if a splice would read back
// differently (an exotic layout) does it fall back to re-printing the document, and says so.
import {
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  type Document,
  type Node,
  type Pair,
  type Scalar,
  type YAMLMap,
  type YAMLSeq,
} from "yaml";
import { blockValue, flow, isRecord, scalar, seqItem, type Json } from "./render";

export type Path = readonly (string | number)[];
interface Splice {
  start: number;
  end: number;
  text: string;
}
interface Ctx {
  flow: boolean;
  /** Column at which the children of a block value would sit. */
  indent: number;
}
type AnyNode = Node | Pair | null | undefined;

export interface Patched {
  text: string;
  /** False when the splice did not read back as intended and the document was re-printed instead. */
  exact: boolean;
}

const rangeOf = (n: AnyNode): [number, number] => {
  const r = (n as Node | null)?.range;
  return r ? [r[0], r[1]] : [0, 0];
};
const lineStart = (t: string, pos: number) => t.lastIndexOf("\n", pos - 1) + 1;
const column = (t: string, pos: number) => pos - lineStart(t, pos);
function endOfLine(t: string, end: number): number {
  if (end > 0 && t[end - 1] === "\n") return end;
  const n = t.indexOf("\n", end);
  return n < 0 ? t.length : n + 1;
}
function trimEnd(t: string, s: number, e: number): number {
  while (e > s && /\s/.test(t[e - 1] ?? "")) e--;
  return e;
}
const pairEnd = (p: Pair) => rangeOf((p.value as Node | null) ?? (p.key as Node))[1];
const keyOf = (p: Pair) => (isScalar(p.key) ? String(p.key.value) : undefined);

class Planner {
  out: Splice[] = [];
  constructor(readonly t: string) {}

  /** Replace a node by freshly rendered text. */
  replace(node: AnyNode, v: Json, ctx: Ctx): void {
    const [s0, e0] = rangeOf(node);
    const e = trimEnd(this.t, s0, e0);
    if (ctx.flow) return void this.out.push({ start: s0, end: e, text: flow(v) });
    const rendered = blockValue(v, ctx.indent);
    if (!rendered.startsWith("\n")) return void this.out.push({ start: s0, end: e, text: rendered.slice(1) });
    let s = s0;
    while (s > 0 && this.t[s - 1] === " ") s--;
    this.out.push({ start: s, end: e, text: rendered });
  }

  diff(node: AnyNode, v: Json, ctx: Ctx): void {
    if (v === null || typeof v !== "object") {
      if (isScalar(node)) {
        if (node.value === v) return;
        if (typeof v === "string" && typeof node.value === "string" && this.blockLines(node, v)) return;
      }
      return this.replace(node, v, ctx);
    }
    if (Array.isArray(v) && isSeq(node)) return this.seq(node, v, ctx);
    if (isRecord(v) && isMap(node)) return this.map(node, v, ctx);
    this.replace(node, v, ctx);
  }

  childCtx(coll: YAMLMap | YAMLSeq, first: AnyNode, ctx: Ctx, seq: boolean): Ctx {
    const fl = ctx.flow || !!coll.flow;
    if (fl || !first) return { flow: fl, indent: ctx.indent };
    const start = rangeOf(first)[0];
    const col = seq ? this.dashColumn(start) : column(this.t, start);
    return { flow: false, indent: col + 2 };
  }

  dashColumn(itemStart: number): number {
    const ls = lineStart(this.t, itemStart);
    const m = /^(\s*)-/.exec(this.t.slice(ls, itemStart));
    return m ? m[1]!.length : column(this.t, itemStart);
  }

  seq(node: YAMLSeq, v: Json[], ctx: Ctx): void {
    const items = node.items as AnyNode[];
    const c = this.childCtx(node, items[0], ctx, true);
    if (v.length === 0 && items.length > 0) return this.replace(node, [], ctx);
    // `[]` in a block mapping grows into a block list, as the rest of the file is written.
    if (items.length === 0 && node.flow && !ctx.flow) return this.replace(node, v, ctx);
    for (let i = 0; i < Math.min(items.length, v.length); i++) this.diff(items[i], v[i]!, c);
    for (let i = items.length - 1; i >= v.length; i--) this.removeItem(items, i, c.flow);
    if (v.length > items.length) this.append(node, items, v.slice(items.length), c);
  }

  removeItem(items: AnyNode[], i: number, fl: boolean): void {
    const [s, e] = rangeOf(items[i]);
    if (fl) {
      if (i > 0) return void this.out.push({ start: rangeOf(items[i - 1])[1], end: e, text: "" });
      const next = items[i + 1];
      return void this.out.push({ start: s, end: next ? rangeOf(next)[0] : e, text: "" });
    }
    this.out.push({ start: lineStart(this.t, s), end: endOfLine(this.t, e), text: "" });
  }

  append(node: YAMLSeq, items: AnyNode[], add: Json[], c: Ctx): void {
    const last = items[items.length - 1];
    if (c.flow || !last) {
      const text = add.map(flow).join(", ");
      if (last) return void this.out.push({ start: rangeOf(last)[1], end: rangeOf(last)[1], text: ", " + text });
      const open = rangeOf(node)[0] + 1;
      return void this.out.push({ start: open, end: open, text });
    }
    const blockItems = isMap(last) && !last.flow;
    const pad = " ".repeat(c.indent - 2);
    const at = endOfLine(this.t, rangeOf(last)[1]);
    const lead = at === this.t.length && !this.t.endsWith("\n") ? "\n" : "";
    const text = add.map((x) => `${pad}-${seqItem(x, c.indent, blockItems)}\n`).join("");
    this.out.push({ start: at, end: at, text: lead + text });
  }

  map(node: YAMLMap, v: Record<string, Json>, ctx: Ctx): void {
    const pairs = node.items;
    const c = this.childCtx(node, pairs[0]?.key as AnyNode, ctx, false);
    const keep = pairs.filter((p) => keyOf(p) !== undefined && keyOf(p)! in v);
    const have = new Set(pairs.map(keyOf));
    const add = Object.entries(v).filter(([k]) => !have.has(k));
    if (pairs.length > 0 && keep.length === 0) return this.replace(node, v, ctx);
    for (let i = pairs.length - 1; i >= 0; i--) {
      const p = pairs[i]!;
      const k = keyOf(p);
      if (k === undefined || !(k in v)) this.removePair(pairs, i, c.flow);
      else if (p.value === null) this.out.push({ start: pairEnd(p), end: pairEnd(p), text: blockOrFlow(v[k]!, c) });
      else this.diff(p.value as AnyNode, v[k]!, c);
    }
    if (add.length) this.addPairs(node, pairs, add, c);
  }

  removePair(pairs: Pair[], i: number, fl: boolean): void {
    const p = pairs[i]!;
    const s = rangeOf(p.key as Node)[0];
    const e = pairEnd(p);
    const next = pairs[i + 1];
    if (fl) {
      if (i > 0) return void this.out.push({ start: pairEnd(pairs[i - 1]!), end: e, text: "" });
      return void this.out.push({ start: s, end: next ? rangeOf(next.key as Node)[0] : e, text: "" });
    }
    const ls = lineStart(this.t, s);
    if (/^\s*$/.test(this.t.slice(ls, s)))
      return void this.out.push({ start: ls, end: endOfLine(this.t, e), text: "" });
    // The first key of a block map on a `- ` line: the next key moves up onto that line.
    this.out.push({ start: s, end: next ? rangeOf(next.key as Node)[0] : endOfLine(this.t, e), text: "" });
  }

  addPairs(node: YAMLMap, pairs: Pair[], add: [string, Json][], c: Ctx): void {
    const last = pairs[pairs.length - 1];
    if (c.flow || !last) {
      const text = add.map(([k, x]) => `${scalar(k)}: ${flow(x)}`).join(", ");
      if (last) return void this.out.push({ start: pairEnd(last), end: pairEnd(last), text: ", " + text });
      const open = rangeOf(node)[0] + 1;
      return void this.out.push({ start: open, end: open, text: ` ${text} ` });
    }
    const pad = " ".repeat(c.indent - 2);
    const at = endOfLine(this.t, pairEnd(last));
    const lead = at === this.t.length && !this.t.endsWith("\n") ? "\n" : "";
    const text = add.map(([k, x]) => `${pad}${scalar(k)}:${blockValue(x, c.indent)}\n`).join("");
    this.out.push({ start: at, end: at, text: lead + text });
  }

  /** A `|` block whose line count stays: rewrite the changed lines only (a grid cell is one character). */
  blockLines(node: Scalar, v: string): boolean {
    const t = this.t;
    const [s] = rangeOf(node);
    const headerEnd = t.indexOf("\n", s);
    if (headerEnd < 0) return false;
    const m = /^\|(-?)[ \t]*(#.*)?$/.exec(t.slice(s, headerEnd));
    const old = String(node.value);
    if (!m || v.includes("\t") || v.includes("\r") || /^\s/.test(v)) return false;
    const strip = m[1] === "-";
    const ok = (x: string) => (strip ? !x.endsWith("\n") : x.endsWith("\n") && !x.endsWith("\n\n"));
    if (!ok(v) || !ok(old)) return false;
    const oldLines = (strip ? old : old.slice(0, -1)).split("\n");
    const newLines = (strip ? v : v.slice(0, -1)).split("\n");
    if (oldLines.length !== newLines.length) return false;
    let pos = headerEnd + 1;
    let indent = -1;
    const pending: Splice[] = [];
    for (let i = 0; i < oldLines.length; i++) {
      const nl = t.indexOf("\n", pos);
      const end = nl < 0 ? t.length : nl;
      if (indent < 0 && oldLines[i] !== "") indent = /^ */.exec(t.slice(pos, end))![0].length;
      if (oldLines[i] !== newLines[i])
        pending.push({ start: pos, end, text: newLines[i] ? " ".repeat(Math.max(indent, 2)) + newLines[i] : "" });
      pos = end + 1;
    }
    if (indent < 0) return false;
    this.out.push(...pending);
    return true;
  }
}

function blockOrFlow(v: Json, c: Ctx): string {
  return c.flow ? " " + flow(v) : blockValue(v, c.indent);
}

function build(rest: Path, v: Json): Json {
  if (rest.length === 0) return v;
  const inner = build(rest.slice(1), v);
  return typeof rest[0] === "number" ? [inner] : { [String(rest[0])]: inner };
}

function apply(t: string, splices: Splice[]): string {
  const sorted = [...splices].sort((a, b) => b.start - a.start || b.end - a.end);
  let out = t;
  for (const s of sorted) out = out.slice(0, s.start) + s.text + out.slice(s.end);
  return out;
}

function plan(doc: Document.Parsed, t: string, path: Path, v: Json | undefined): Splice[] {
  const p = new Planner(t);
  let node: AnyNode = doc.contents;
  let ctx: Ctx = { flow: false, indent: 0 };
  for (let i = 0; i < path.length; i++) {
    const seg = path[i]!;
    const last = i === path.length - 1;
    if (isMap(node)) {
      const pairs = node.items;
      const at = pairs.findIndex((q) => keyOf(q) === String(seg));
      const c = p.childCtx(node, pairs[0]?.key as AnyNode, ctx, false);
      if (at < 0) {
        if (v !== undefined) p.addPairs(node, pairs, [[String(seg), build(path.slice(i + 1), v)]], c);
        return p.out;
      }
      if (last && v === undefined) {
        if (pairs.length === 1) p.replace(node, {}, ctx);
        else p.removePair(pairs, at, c.flow);
        return p.out;
      }
      const pair = pairs[at]!;
      if (pair.value === null) {
        p.out.push({ start: pairEnd(pair), end: pairEnd(pair), text: blockOrFlow(build(path.slice(i + 1), v!), c) });
        return p.out;
      }
      node = pair.value as AnyNode;
      ctx = c;
    } else if (isSeq(node)) {
      const items = node.items as AnyNode[];
      const idx = Number(seg);
      const c = p.childCtx(node, items[0], ctx, true);
      if (!(idx >= 0 && idx <= items.length) || (idx === items.length && v === undefined)) return p.out;
      if (idx === items.length) {
        if (items.length === 0 && node.flow && !ctx.flow) p.replace(node, [build(path.slice(i + 1), v!)], ctx);
        else p.append(node, items, [build(path.slice(i + 1), v!)], c);
        return p.out;
      }
      if (last && v === undefined) {
        if (items.length === 1) p.replace(node, [], ctx);
        else p.removeItem(items, idx, c.flow);
        return p.out;
      }
      node = items[idx];
      ctx = c;
    } else {
      if (v !== undefined) p.replace(node, build(path.slice(i), v), ctx);
      return p.out;
    }
  }
  if (v !== undefined) p.diff(node, v, ctx);
  return p.out;
}

function setData(data: unknown, path: Path, v: Json | undefined): unknown {
  if (path.length === 0) return v;
  const [seg, ...rest] = path;
  const base: Record<string, unknown> | unknown[] = Array.isArray(data)
    ? [...(data as unknown[])]
    : isRecord(data)
      ? { ...data }
      : typeof seg === "number"
        ? []
        : {};
  const key = seg as keyof typeof base;
  if (rest.length === 0 && v === undefined) {
    if (Array.isArray(base)) base.splice(Number(seg), 1);
    else delete base[String(seg)];
    return base;
  }
  (base as Record<string, unknown>)[key as string] = setData((base as Record<string, unknown>)[key as string], rest, v);
  return base;
}

/** Set (or, with `undefined`, delete) the value at `path`. Text that does not parse is returned as it is. */
export function patchText(t: string, path: Path, v: Json | undefined): Patched {
  // No pretty errors: they copy the text around each error (minutes on a line of a million commas).
  const doc = parseDocument(t, { prettyErrors: false });
  if (doc.errors.length > 0 || !isMap(doc.contents)) return { text: t, exact: true };
  const want = JSON.stringify(setData(doc.toJS(), path, v));
  const text = apply(t, plan(doc, t, path, v));
  const back = parseDocument(text, { prettyErrors: false });
  if (back.errors.length === 0 && JSON.stringify(back.toJS()) === want) return { text, exact: true };
  if (v === undefined) doc.deleteIn(path);
  else doc.setIn(path, doc.createNode(v));
  return { text: doc.toString({ lineWidth: 0 }), exact: false };
}

export const patch = (t: string, path: Path, v: Json | undefined): string => patchText(t, path, v).text;
