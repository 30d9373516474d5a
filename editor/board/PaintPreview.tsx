// The cells a stroke is painting, drawn over the board in the colour they will take; the board itself is
// redrawn once, when the stroke is committed.
import { CELL as S, COLORS } from "../../player/board";
import type { BoardView } from "../model/board";
import type { Preview } from "../tools/types";
import { roomColor } from "./colors";

const OFF = "#4b5058";

export function PaintPreview({ board, paint }: { board: BoardView; paint: NonNullable<Preview["paint"]> }) {
  const i = board.rooms.findIndex((r) => r.key === paint.ch);
  const fill = paint.ch === "#" ? OFF : paint.ch === "." ? COLORS.square : i >= 0 ? roomColor(i) : "#ff5f5f";
  const d = paint.cells
    .filter(([r, c]) => r >= 0 && c >= 0 && r < board.rows && c < board.cols)
    .map(([r, c]) => `M${c * S} ${r * S}h${S}v${S}h${-S}z`)
    .join("");
  return <path className="paint-preview" d={d} fill={fill} stroke="#00000055" strokeWidth={0.4} pointerEvents="none" />;
}
