// Paint squares off the board: `#` in the grid.
import { brushTool } from "./brush";

export const voidTool = brushTool("void", () => "#");
