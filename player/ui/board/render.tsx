// The shared board tree (player/board) as React elements. Text nodes become text children, never HTML,
// so names can not inject markup; attribute names are mapped to React's spelling.
import { createElement, type ReactNode } from "react";
import type { SvgNode } from "../../board";

function propName(attr: string): string {
  if (attr === "class") return "className";
  if (attr.startsWith("data-") || attr.startsWith("aria-") || attr === "xmlns") return attr;
  return attr.replace(/[-:]([a-z])/g, (_, c: string) => c.toUpperCase());
}

export function renderNode(node: SvgNode, key?: string | number): ReactNode {
  if (node.type === "text") return node.value;
  const props: Record<string, unknown> = { key };
  for (const [k, v] of Object.entries(node.attributes)) props[propName(k)] = v;
  return createElement(node.name, props, ...node.children.map((c, i) => renderNode(c, i)));
}
