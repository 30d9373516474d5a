// Paint the room chosen in the tool options (its grid key).
import { brushTool } from "./brush";

export const roomTool = brushTool(
  { id: "room", icon: "▦", key: "r", options: ["room", "brush", "rect"] },
  (ctx) => ctx.options.roomKey,
);
