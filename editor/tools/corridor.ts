// Paint corridor squares: `.` in the grid.
import { brushTool } from "./brush";

export const corridorTool = brushTool({ id: "corridor", icon: "▤", key: "c", options: ["brush", "rect"] }, () => ".");
