// Paint squares off the board: `#` in the grid.
import { brushTool } from "./brush";

export const voidTool = brushTool({ id: "void", icon: "■", key: "x", options: ["brush", "rect"] }, () => "#");
