// The edition's board art (sanitized before it gets here) as a backdrop of the board's size, drawn behind
// the squares where no square or room covers it: the player's board and board.svg place the same node.
import type { Edition } from "../../schemas/edition";
import { boardSize } from "./geometry";
import type { SvgNode } from "./node";

export function artBackdrop(art: SvgNode, edition: Edition): SvgNode {
  const { width, height } = boardSize(edition);
  return {
    ...art,
    attributes: {
      ...art.attributes,
      class: "art",
      x: "0",
      y: "0",
      width: String(width),
      height: String(height),
      preserveAspectRatio: "xMidYMid slice",
    },
  };
}
