// board.svg: the board as the player draws it (player/board's tree, the one module both use), with the
// edition's sanitized art as a backdrop that shows where no square or room covers it.
import { stringify } from "svgson";
import { artBackdrop, boardSize, boardTree, text, type SvgNode } from "../../player/board";
import type { CompiledEdition } from "../../schemas/graph";
import type { Art } from "./edition-json";

/** svgson.stringify splits only the first `]]>` of a text it wraps in CDATA: cut every one (as player/board does). */
function safeTexts(node: SvgNode): SvgNode[] {
  if (node.type === "text") return node.value.split(/(?<=\]\])(?=>)/).map(text);
  return [{ ...node, children: node.children.flatMap(safeTexts) }];
}

export function boardSvg(compiled: CompiledEdition, art: Art): string {
  const tree = boardTree(compiled, { title: compiled.edition.name });
  if (art.board) {
    const backdrop = artBackdrop(art.board, compiled.edition);
    const at = tree.children[0]?.name === "title" ? 1 : 0;
    tree.children.splice(at, 0, ...safeTexts(backdrop));
  }
  // Opened on its own the drawing is shown at its width and height: four times the board's units.
  const { width, height } = boardSize(compiled.edition);
  tree.attributes = { ...tree.attributes, width: String(width * 4), height: String(height * 4) };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${stringify(tree)}\n`;
}
