// A node tree from the shared board module (svgson's shape) as React elements. Text stays text; attribute
// names become React's camelCase (`stroke-width` -> `strokeWidth`); `data-*` and `aria-*` stay as they are.
// `decorate` lets the editor restyle a node, e.g. a colour per room.
import { createElement, type ReactNode } from "react";
import type { SvgNode } from "../../player/board";

const RENAME: Record<string, string> = { class: "className", "xlink:href": "xlinkHref" };
const UNSAFE = /^on/i;

function reactName(k: string): string {
  if (RENAME[k]) return RENAME[k];
  if (k.startsWith("data-") || k.startsWith("aria-") || !k.includes("-")) return k;
  return k.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

export type Decorate = (node: SvgNode, attrs: Record<string, string>) => Record<string, string>;

export function render(node: SvgNode, key: number | string, decorate?: Decorate): ReactNode {
  if (node.type === "text") return node.value;
  const attrs: Record<string, string> = {};
  for (const [k, v] of Object.entries(node.attributes)) if (!UNSAFE.test(k)) attrs[reactName(k)] = v;
  const props = decorate ? decorate(node, attrs) : attrs;
  return createElement(node.name, { key, ...props }, ...keyed(node.children).map(([c, k]) => render(c, k, decorate)));
}

/**
 * Children keyed by what they draw (`data-cell`, `data-room`, `data-block`), not by place: painting one cell then
 * changes that cell's element, where keys by index would shift and rewrite every later sibling.
 */
function keyed(children: SvgNode[]): [SvgNode, string][] {
  const seen = new Map<string, number>();
  return children.map((c, i) => {
    const a = c.type === "text" ? undefined : c.attributes;
    const what = a?.["data-cell"] ?? a?.["data-room"] ?? a?.["data-block"];
    if (what === undefined) return [c, String(i)];
    const base = `${c.type === "text" ? "" : c.name}:${what}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return [c, `${base}:${n}`];
  });
}
