// Paint corridor squares: `.` in the grid.
import { brushTool } from "./brush";

export const corridorTool = brushTool("corridor", () => ".");
