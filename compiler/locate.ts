// From a path into the data back to the text: the span a diagnostic points at.
import { isMap, isScalar, isSeq, type Node } from "yaml";
import type { Span } from "./diagnostics";
import type { Source } from "./load";

function spanOfNode(node: unknown): Span | undefined {
  const range = (node as Node | null)?.range;
  return range ? [range[0], range[1]] : undefined;
}

/**
 * The span of the value at `path`, or of its key when `key` is set. A path that goes further than the
 * document (a missing key) gives the deepest node that exists.
 */
export function spanOf(source: Source, path: readonly (string | number)[], key = false): Span {
  let node: unknown = source.doc?.contents;
  let best: Span = spanOfNode(node) ?? [0, 0];
  for (let i = 0; i < path.length; i++) {
    const seg = path[i];
    const last = i === path.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(seg));
      if (!pair) return best;
      if (last && key) return spanOfNode(pair.key) ?? best;
      node = pair.value;
      best = spanOfNode(node) ?? spanOfNode(pair.key) ?? best;
    } else if (isSeq(node)) {
      const item = node.items[Number(seg)];
      if (item === undefined) return best;
      node = item;
      best = spanOfNode(node) ?? best;
    } else return best;
  }
  return best;
}

/** The span of the key of the first entry of the mapping at `path` (where a missing key would go). */
export function spanOfMapStart(source: Source, path: readonly (string | number)[]): Span {
  let node: unknown = source.doc?.contents;
  for (const seg of path) {
    if (isMap(node)) node = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(seg))?.value;
    else if (isSeq(node)) node = node.items[Number(seg)];
    else break;
  }
  if (isMap(node) && node.items[0]) return spanOfNode(node.items[0].key) ?? spanOf(source, path);
  return spanOf(source, path);
}

/**
 * The span of grid cell (row, col) when the grid is a block scalar (`grid: |`), whose rows start on the
 * line after its header; otherwise the whole grid value.
 */
export function gridCellSpan(source: Source, row: number, col: number, width = 1): Span {
  const whole = spanOf(source, ["board", "grid"]);
  const text = source.text;
  const header = text.indexOf("\n", whole[0]);
  if (text[whole[0]] !== "|" && text[whole[0]] !== ">") return whole;
  if (header < 0) return whole;
  let lineStart = header + 1;
  let indent = -1;
  for (let r = 0; ; r++) {
    const lineEnd = text.indexOf("\n", lineStart);
    const end = lineEnd < 0 ? text.length : lineEnd;
    if (indent < 0) {
      const m = /^ */.exec(text.slice(lineStart, end));
      if (m && m[0].length < end - lineStart) indent = m[0].length;
    }
    if (r === row) {
      const s = lineStart + Math.max(indent, 0) + col;
      return [Math.min(s, end), Math.min(s + width, Math.max(end, s))];
    }
    if (lineEnd < 0 || lineStart >= whole[1]) return whole;
    lineStart = lineEnd + 1;
  }
}
