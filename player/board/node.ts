// The node tree the board is drawn as: svgson's INode shape, so `svgson.stringify` writes it as board.svg
// and a tiny renderer turns it into React elements. Text lives only in text nodes (never in markup), so an
// edition's names can not inject anything into the SVG.

export interface SvgNode {
  name: string;
  type: "element" | "text";
  value: string;
  attributes: Record<string, string>;
  children: SvgNode[];
}

export function el(name: string, attributes: Record<string, string | number>, children: SvgNode[] = []): SvgNode {
  const attrs: Record<string, string> = {};
  for (const [k, v] of Object.entries(attributes)) attrs[k] = typeof v === "number" ? num(v) : v;
  return { name, type: "element", value: "", attributes: attrs, children };
}

export function text(value: string): SvgNode {
  return { name: "", type: "text", value, attributes: {}, children: [] };
}

/**
 * A text as text nodes that svgson.stringify writes safely: it wraps text holding `&<>` in CDATA but
 * splits only the first `]]>`, so a second one would close the CDATA and let markup through. Cutting the
 * text inside every `]]>` leaves no piece that holds one.
 */
export function texts(value: string): SvgNode[] {
  return value.split(/(?<=\]\])(?=>)/).map(text);
}

/** Two decimals at most, so the SVG is short and the same on every machine. */
function num(v: number): string {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? "0" : String(r);
}

/** Every text in a tree, in order (tests and screen-reader checks). */
export function textOf(node: SvgNode): string {
  return node.type === "text" ? node.value : node.children.map(textOf).join("");
}
