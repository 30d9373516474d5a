// Paint the room chosen in the tool options (its grid key).
import { brushTool } from "./brush";

export const roomTool = brushTool("room", (ctx) => ctx.options.roomKey);
