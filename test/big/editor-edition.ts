// A large playable edition for the benchmark: an n x n corridor board with nine rooms of 8 x 8 in a
// three by three pattern, each with one door, made with the editor's own commands.
import { addDoor, paint } from "../../editor/model/commands";
import { chain, docOf, setIn } from "../../editor/model/doc";
import { blankEdition } from "../../editor/open/blank";
import type { Cell } from "../../editor/model/board";

export function bigEdition(n: number): string {
  const cmds = [];
  const keys = "abcdefghi";
  for (let i = 0; i < 9; i++) {
    const top = Math.floor(((i / 3) | 0) * (n / 3)) + 4;
    const left = Math.floor((i % 3) * (n / 3)) + 4;
    const cells: Cell[] = [];
    for (let r = top; r < top + 8; r++) for (let c = left; c < left + 8; c++) cells.push([r, c]);
    cmds.push(setIn(["rooms", i], { id: `room-${i + 1}`, name: `Room ${i + 1}`, key: keys[i]! }));
    cmds.push(paint(cells, keys[i]!));
    cmds.push(addDoor([top + 7, left + 3], [top + 8, left + 3]));
  }
  return chain(...cmds)(docOf(blankEdition(n, n))).text;
}
