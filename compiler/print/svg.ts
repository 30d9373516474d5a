// The board's node tree (player/board, the renderer the player and board.svg use) flattened into drawing
// operations in board units, each with its bounding box, so a tile of the board draws only what crosses
// it. Covers what the board renderer and sanitized art use: g, svg (nested, with viewBox), rect, circle,
// ellipse, line, path, polygon, polyline, text and tspan, with transforms and inherited presentation
// attributes. A gradient fill is printed as its middle stop's colour; a pattern is left out.
import type { RGB } from "pdf-lib";
import type { SvgNode } from "../../player/board";
import { color } from "./color";

export type Matrix = [number, number, number, number, number, number];
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

interface Paint {
  fill: RGB | null;
  stroke: RGB | null;
  strokeWidth: number;
  linecap: "butt" | "round" | "square";
}

export type Op =
  | ({ kind: "path"; d: string; m: Matrix; box: Box } & Paint)
  | {
      kind: "text";
      text: string;
      x: number;
      y: number;
      size: number;
      anchor: string;
      bold: boolean;
      fill: RGB;
      m: Matrix;
      box: Box;
    };

const ID: Matrix = [1, 0, 0, 1, 0, 0];
const EVERYWHERE: Box = { x0: -Infinity, y0: -Infinity, x1: Infinity, y1: Infinity };

function multiply(a: Matrix, b: Matrix): Matrix {
  return [
    a[0] * b[0] + a[2] * b[1],
    a[1] * b[0] + a[3] * b[1],
    a[0] * b[2] + a[2] * b[3],
    a[1] * b[2] + a[3] * b[3],
    a[0] * b[4] + a[2] * b[5] + a[4],
    a[1] * b[4] + a[3] * b[5] + a[5],
  ];
}

/** An SVG `transform` attribute as one matrix (translate, scale, rotate, matrix, skewX/Y). */
function parseTransform(t: string | undefined): Matrix {
  let m = ID;
  if (!t) return m;
  for (const [, fn, args] of t.matchAll(/(\w+)\s*\(([^)]*)\)/g)) {
    const n = ((args ?? "").match(/-?[\d.]+(?:e-?\d+)?/gi) ?? []).map(Number);
    const rad = ((n[0] ?? 0) * Math.PI) / 180;
    let step: Matrix = ID;
    if (fn === "translate") step = [1, 0, 0, 1, n[0] ?? 0, n[1] ?? 0];
    else if (fn === "scale") step = [n[0] ?? 1, 0, 0, n[1] ?? n[0] ?? 1, 0, 0];
    else if (fn === "matrix" && n.length === 6) step = n as unknown as Matrix;
    else if (fn === "skewX") step = [1, 0, Math.tan(rad), 1, 0, 0];
    else if (fn === "skewY") step = [1, Math.tan(rad), 0, 1, 0, 0];
    else if (fn === "rotate") {
      const [c, s] = [Math.cos(rad), Math.sin(rad)];
      const [cx, cy] = [n[1] ?? 0, n[2] ?? 0];
      step = multiply(multiply([1, 0, 0, 1, cx, cy], [c, s, -s, c, 0, 0]), [1, 0, 0, 1, -cx, -cy]);
    }
    m = multiply(m, step);
  }
  return m;
}

function boxOf(m: Matrix, x0: number, y0: number, x1: number, y1: number): Box {
  const pts = [
    [x0, y0],
    [x1, y0],
    [x0, y1],
    [x1, y1],
  ].map(([x = 0, y = 0]) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]] as const);
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

/** The bounds of a path made of straight moves (what the board renderer writes); anything else: everywhere. */
function pathBox(d: string, m: Matrix): Box {
  if (/[^MmLlHhVvZz\d\s.,-]/.test(d)) return EVERYWHERE;
  let [x, y, x0, y0, x1, y1] = [0, 0, Infinity, Infinity, -Infinity, -Infinity];
  for (const [, cmd = "", args = ""] of d.matchAll(/([MmLlHhVvZz])([^MmLlHhVvZz]*)/g)) {
    const n = (args.match(/-?[\d.]+/g) ?? []).map(Number);
    const rel = cmd === cmd.toLowerCase();
    const c = cmd.toUpperCase();
    for (let i = 0; i < n.length;) {
      if (c === "H") x = (rel ? x : 0) + (n[i++] ?? 0);
      else if (c === "V") y = (rel ? y : 0) + (n[i++] ?? 0);
      else {
        x = (rel ? x : 0) + (n[i++] ?? 0);
        y = (rel ? y : 0) + (n[i++] ?? 0);
      }
      [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
    }
  }
  return x0 === Infinity ? EVERYWHERE : boxOf(m, x0, y0, x1, y1);
}

const num = (v: string | undefined, d = 0) => {
  const n = parseFloat(v ?? "");
  return Number.isFinite(n) ? n : d;
};

interface Ctx {
  m: Matrix;
  attrs: Map<string, string>;
  paints: Map<string, string>;
}

const INHERITED = ["fill", "stroke", "stroke-width", "stroke-linecap", "font-size", "font-weight", "text-anchor"];

/** A gradient's middle stop, so a sky of three stops prints as its main colour. */
function paints(node: SvgNode, out: Map<string, string>): void {
  if (/gradient$/i.test(node.name) && node.attributes.id) {
    const stops = node.children.filter((c) => c.name === "stop");
    const mid = stops[Math.floor(stops.length / 2)];
    const stop = mid?.attributes["stop-color"];
    if (stop) out.set(node.attributes.id, stop);
  }
  for (const c of node.children) paints(c, out);
}

function paintOf(ctx: Ctx): Paint {
  const resolve = (v: string | undefined) => {
    const ref = /^url\(#([^)]+)\)$/.exec(v?.trim() ?? "");
    return color(ref ? ctx.paints.get(ref[1] ?? "") : v);
  };
  const fillAttr = ctx.attrs.get("fill") ?? "#000000";
  const cap = ctx.attrs.get("stroke-linecap");
  return {
    fill: resolve(fillAttr),
    stroke: resolve(ctx.attrs.get("stroke")),
    strokeWidth: num(ctx.attrs.get("stroke-width"), 1),
    linecap: cap === "round" || cap === "square" ? cap : "butt",
  };
}

function shapePath(node: SvgNode): string | null {
  const a = node.attributes;
  switch (node.name) {
    case "rect": {
      const [x, y, w, h] = [num(a.x), num(a.y), num(a.width), num(a.height)];
      return w > 0 && h > 0 ? `M${x} ${y}h${w}v${h}h${-w}z` : null;
    }
    case "circle":
    case "ellipse": {
      const [cx, cy] = [num(a.cx), num(a.cy)];
      const rx = num(node.name === "circle" ? a.r : a.rx);
      const ry = num(node.name === "circle" ? a.r : a.ry);
      if (rx <= 0 || ry <= 0) return null;
      return `M${cx - rx} ${cy}A${rx} ${ry} 0 1 0 ${cx + rx} ${cy}A${rx} ${ry} 0 1 0 ${cx - rx} ${cy}z`;
    }
    case "line":
      return `M${num(a.x1)} ${num(a.y1)}L${num(a.x2)} ${num(a.y2)}`;
    case "polygon":
    case "polyline": {
      const n = (a.points?.match(/-?[\d.]+/g) ?? []).map(Number);
      if (n.length < 4) return null;
      const pts = [];
      for (let i = 0; i + 1 < n.length; i += 2) pts.push(`${n[i]} ${n[i + 1]}`);
      return `M${pts.join("L")}${node.name === "polygon" ? "z" : ""}`;
    }
    case "path":
      return a.d ?? null;
    default:
      return null;
  }
}

function shapeBox(node: SvgNode, d: string, m: Matrix): Box {
  const a = node.attributes;
  if (node.name === "rect") return boxOf(m, num(a.x), num(a.y), num(a.x) + num(a.width), num(a.y) + num(a.height));
  if (node.name === "circle")
    return boxOf(m, num(a.cx) - num(a.r), num(a.cy) - num(a.r), num(a.cx) + num(a.r), num(a.cy) + num(a.r));
  if (node.name === "ellipse")
    return boxOf(m, num(a.cx) - num(a.rx), num(a.cy) - num(a.ry), num(a.cx) + num(a.rx), num(a.cy) + num(a.ry));
  return pathBox(d, m);
}

/** A nested `<svg>` (the art backdrop): its viewBox fitted to its x, y, width, height (`slice` covers). */
function viewport(node: SvgNode): Matrix {
  const a = node.attributes;
  const [vx = 0, vy = 0, vw = 0, vh = 0] = (a.viewBox?.match(/-?[\d.]+/g) ?? []).map(Number);
  const [x, y] = [num(a.x), num(a.y)];
  if (vw <= 0 || vh <= 0 || !a.width || !a.height) return [1, 0, 0, 1, x, y];
  const [w, h] = [num(a.width), num(a.height)];
  const s = (a.preserveAspectRatio ?? "").includes("slice") ? Math.max(w / vw, h / vh) : Math.min(w / vw, h / vh);
  const tx = x + (w - vw * s) / 2 - vx * s;
  const ty = y + (h - vh * s) / 2 - vy * s;
  return [s, 0, 0, s, tx, ty];
}

function textOps(node: SvgNode, ctx: Ctx, out: Op[]): void {
  const pieces = node.children.some((c) => c.name === "tspan")
    ? node.children.filter((c) => c.name === "tspan")
    : [node];
  for (const piece of pieces) {
    const text = piece.children
      .filter((c) => c.type === "text")
      .map((c) => c.value)
      .join("");
    if (text.trim() === "") continue;
    const attrs = new Map(ctx.attrs);
    for (const k of INHERITED) if (piece.attributes[k] !== undefined) attrs.set(k, piece.attributes[k]);
    const x = num(piece.attributes.x ?? node.attributes.x);
    const y = num(piece.attributes.y ?? node.attributes.y);
    const size = num(attrs.get("font-size"), 4);
    const fill = paintOf({ ...ctx, attrs }).fill;
    if (!fill) continue;
    const w = size * 0.6 * [...text].length;
    out.push({
      kind: "text",
      text,
      x,
      y,
      size,
      anchor: attrs.get("text-anchor") ?? "start",
      bold: /bold|[6-9]00/.test(attrs.get("font-weight") ?? ""),
      fill,
      m: ctx.m,
      box: boxOf(ctx.m, x - w, y - size, x + w, y + size),
    });
  }
}

function walk(node: SvgNode, ctx: Ctx, out: Op[], root: boolean): void {
  if (node.type !== "element" || ["title", "desc", "defs", "pattern", "clipPath", "mask", "symbol"].includes(node.name))
    return;
  const attrs = new Map(ctx.attrs);
  for (const k of INHERITED) if (node.attributes[k] !== undefined) attrs.set(k, node.attributes[k]);
  let m = multiply(ctx.m, parseTransform(node.attributes.transform));
  if (node.name === "svg" && !root) m = multiply(m, viewport(node));
  const here: Ctx = { ...ctx, m, attrs };
  if (node.attributes.display === "none" || node.attributes.visibility === "hidden") return;
  if (node.name === "text") return textOps(node, here, out);
  const d = shapePath(node);
  if (d) {
    const paint = paintOf(here);
    if (node.name === "line" || node.name === "polyline") paint.fill = null;
    if (paint.fill || paint.stroke) out.push({ kind: "path", d, m, box: shapeBox(node, d, m), ...paint });
    return;
  }
  for (const c of node.children) walk(c, here, out, false);
}

/** Every drawing operation of a tree, in painting order, in the tree's own units. */
export function flatten(tree: SvgNode): Op[] {
  const out: Op[] = [];
  const p = new Map<string, string>();
  paints(tree, p);
  walk(tree, { m: ID, attrs: new Map(), paints: p }, out, true);
  return out;
}

export function crosses(a: Box, b: Box): boolean {
  return a.x0 <= b.x1 && a.x1 >= b.x0 && a.y0 <= b.y1 && a.y1 >= b.y0;
}
