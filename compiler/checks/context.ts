// What every check receives: the checked data, its IR and graph (built lazily), and a sink.
import type { Edition } from "../../schemas/edition";
import type { BoardGraph } from "../../schemas/graph";
import type { Code } from "../catalogue";
import type { Span } from "../diagnostics";
import type { CellIn, EditionIn } from "../input";
import type { Source } from "../load";
import type { Text } from "../words/text";

export type Path = readonly (string | number)[];

export interface CheckContext {
  source: Source;
  data: EditionIn;
  edition: Edition;
  graph: () => BoardGraph;
  report: (code: Code, path: Path, message: Text, help?: Text, span?: Span) => void;
  /** Report at one cell of the grid (row, column), pointing into the grid text. */
  reportCell: (code: Code, row: number, col: number, message: Text, help?: Text) => void;
  cellSpan: (row: number, col: number) => Span;
  /** The grid character at a cell, or undefined off the grid. */
  at: (cell: CellIn | readonly [number, number]) => string | undefined;
  inBounds: (cell: CellIn | readonly [number, number]) => boolean;
  /** A file the edition names, relative to its folder (null: no such file); absent where there are no files. */
  asset?: (path: string) => Uint8Array | null;
}

export interface Check {
  /** The codes this check may report (for the catalogue test). */
  codes: readonly Code[];
  /** JSON Pointers of the data it reads: when the file's shape is wrong there, the check is skipped. */
  reads: readonly string[];
  run: (ctx: CheckContext) => void;
}

export const show = (c: readonly [number, number]) => `[${c[0]}, ${c[1]}]`;
