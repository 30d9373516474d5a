// The shared board renderer: a compiled edition drawn as an svgson node tree, and its geometry.
export { boardTree, COLORS } from "./draw";
export { artBackdrop } from "./art";
export { text, textOf, type SvgNode } from "./node";
export { CELL, boardSize, roomCells, geometry, type Point, type BoardGeometry } from "./geometry";
export { placeOf, type Place } from "./place";
