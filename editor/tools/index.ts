// Every tool, in toolbar order. Adding a tool is adding a file and a line here (and its strings).
import { corridorTool } from "./corridor";
import { distanceTool } from "./distance";
import { doorTool } from "./door";
import { eraseTool } from "./erase";
import { fillTool } from "./fill";
import { panTool } from "./pan";
import { passageTool } from "./passage";
import { questionTool } from "./question";
import { roomTool } from "./room";
import { selectTool } from "./select";
import { startTool } from "./start";
import type { Tool, ToolId, ToolLook } from "./types";
import { voidTool } from "./void";

/** A fresh set of machines (the passage and pan tools keep state between events, so each page has its own). */
export function makeTools(): Record<ToolId, Tool> {
  return {
    room: roomTool,
    corridor: corridorTool,
    void: voidTool,
    fill: fillTool,
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

/** How each tool shows itself, in toolbar order (the toolbar, the keys and the options panel read this). */
export const TOOLS: readonly ToolLook[] = Object.values(makeTools());

/** The tool a letter picks, if any. */
export const toolForKey = (key: string): ToolId | undefined => TOOLS.find((t) => t.key === key.toLowerCase())?.id;

/** The brush tools, whose keyboard rectangle is a filled rectangle. */
export const BRUSHES: ReadonlySet<ToolId> = new Set(TOOLS.filter((t) => t.options.includes("rect")).map((t) => t.id));
