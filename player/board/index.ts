// The shared board renderer: a compiled edition drawn as an svgson node tree, and its geometry.
export { boardTree, COLORS, type BoardNames, type SquaresAs } from "./draw";
export { el, text, num, textOf, type SvgNode } from "./node";
export {
  CELL,
  cellOrigin,
  cellCenter,
  boardSize,
  roomCells,
  roomLabelPoint,
  roomSlots,
  geometry,
  type Point,
  type BoardGeometry,
} from "./geometry";
export { fitLabel, ems } from "./label";
