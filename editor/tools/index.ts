// Every tool, in toolbar order. Adding a tool is adding a file and a line here (and its strings).
import { corridorTool } from "./corridor";
import { distanceTool } from "./distance";
import { doorTool } from "./door";
import { eraseTool } from "./erase";
import { panTool } from "./pan";
import { passageTool } from "./passage";
import { questionTool } from "./question";
import { roomTool } from "./room";
import { selectTool } from "./select";
import { startTool } from "./start";
import type { Tool, ToolId } from "./types";
import { voidTool } from "./void";

export function makeTools(): Record<ToolId, Tool> {
  return {
    room: roomTool,
    corridor: corridorTool,
    void: voidTool,
    door: doorTool,
    passage: passageTool(),
    start: startTool,
    question: questionTool,
    erase: eraseTool,
    select: selectTool,
    pan: panTool(),
    distance: distanceTool,
  };
}

export const TOOL_ORDER: ToolId[] = [
  "room",
  "corridor",
  "void",
  "door",
  "passage",
  "start",
  "question",
  "erase",
  "select",
  "pan",
  "distance",
];
