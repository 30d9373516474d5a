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
  return createElement(node.name, { key, ...props }, ...node.children.map((c, i) => render(c, i, decorate)));
}
