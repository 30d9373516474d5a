// svgson's tree made plain, before the allowlist reads it: svgson hands text and attribute values over
// still escaped (`&amp;`), and art drawn in an editor keeps its paint in `style="..."`, which the
// allowlist does not let through. Browser-safe: the editor runs it on an SVG a user imports.
import type { ArtNode } from "../../edition/allowlist";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** svgson hands text and attribute values over still escaped; the tree holds them as plain text. */
function unescape(v: string): string {
  return v.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (all, e: string) => {
    if (e[0] !== "#") return ENTITIES[e.toLowerCase()] ?? all;
    const code = e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
  });
}

/** Values unescaped, and `style="fill:red; stroke:url(#g)"` as attributes where the element does not set them. */
export function plainTree(node: ArtNode): ArtNode {
  if (node.type === "text") return { ...node, value: typeof node.value === "string" ? unescape(node.value) : "" };
  const attributes = Object.fromEntries(
    Object.entries(node.attributes).map(([k, v]) => [k, typeof v === "string" ? unescape(v) : ""]),
  );
  const style = attributes.style;
  delete attributes.style;
  for (const decl of (style ?? "").split(";")) {
    const i = decl.indexOf(":");
    if (i < 0) continue;
    const key = decl.slice(0, i).trim().toLowerCase();
    const value = decl.slice(i + 1).trim();
    if (/^[a-z-]+$/.test(key) && value && !/[\\"'<>]/.test(value) && !(key in attributes)) attributes[key] = value;
  }
  return { ...node, attributes, children: Array.isArray(node.children) ? node.children.map(plainTree) : [] };
}
