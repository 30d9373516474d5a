import type { Grid } from "../grid";

/** One rule of inference: reads the grid, writes the facts it implies, says whether it wrote any. */
export interface Rule {
  name: string;
  apply: (g: Grid) => boolean;
}
