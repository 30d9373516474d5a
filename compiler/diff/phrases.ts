// What the English and the Japanese sentences share: the context they word a difference in, and the
// shape of a language's phrases. Each language's words are in phrases-en.ts and phrases-ja.ts.
import type { Cell, Edition } from "../../schemas/edition";
import type { Item } from "./group";
import type { Namer } from "./words";

export interface Context {
  /** Names and terms in the edition's words, in the language of the sentences. */
  n: Namer;
  /** The same of the base edition (classic Clue). */
  b: Namer;
  baseName: string;
  edition: Edition;
  base: Edition;
}

export interface Phrases {
  /** One sentence per item, or several for a kind of card. */
  sentences: (item: Item, c: Context) => string[];
}

export type Side = "top" | "bottom" | "left" | "right" | "inside";

/** Where a square is, in words a player finds on the board: an edge, or the inside. */
export function sideOf(cell: Cell, e: Edition): Side {
  const [r, col] = cell;
  if (r === 0) return "top";
  if (r === e.board.rows - 1) return "bottom";
  if (col === 0) return "left";
  if (col === e.board.cols - 1) return "right";
  return "inside";
}

export const doorsOf = (e: Edition, room: string) => e.board.doors.filter((d) => d.room === room).length;

export const isPlainDie = (faces: readonly (number | string)[]) => faces.join() === "1,2,3,4,5,6";
