// The shared board tree (player/board) as React elements. Text nodes become text children, never HTML,
// so names can not inject markup; attribute names are mapped to React's spelling.
import { createElement, type ReactNode } from "react";
import type { SvgNode } from "../../board";

const names = new Map<string, string>();

function propName(attr: string): string {
  let n = names.get(attr);
  if (n === undefined) {
    n =
      attr === "class"
        ? "className"
        : attr.startsWith("data-") || attr.startsWith("aria-") || attr === "xmlns"
          ? attr
          : attr.replace(/[-:]([a-z])/g, (_, c: string) => c.toUpperCase());
    names.set(attr, n);
  }
  return n;
}

/**
 * `fonts`: how many times the page's fonts have loaded (useFontLoads). A `<text>` keyed by it is made anew
 * after a load, which is what lays it out again with the glyphs; nothing else is touched.
 */
export function renderNode(node: SvgNode, key?: string | number, fonts = 0): ReactNode {
  if (node.type === "text") return node.value;
  const props: Record<string, unknown> = { key: node.name === "text" && fonts > 0 ? `${key}~${fonts}` : key };
  for (const [k, v] of Object.entries(node.attributes)) props[propName(k)] = v;
  return createElement(node.name, props, ...node.children.map((c, i) => renderNode(c, i, fonts)));
}
