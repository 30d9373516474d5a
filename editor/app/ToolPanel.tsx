// The left column: the tools, the current tool's options, what the select tool picked, and the zoom.
import { CommandButton } from "./CommandButton";
import { ThingPanel } from "./ThingPanel";
import { Toolbar } from "./Toolbar";
import { ToolOptions } from "./ToolOptions";

export function ToolPanel() {
  return (
    <aside className="left">
      <Toolbar />
      <ToolOptions />
      <ThingPanel />
      <div className="zoom">
        <CommandButton id="zoom-out">−</CommandButton>
        <CommandButton id="zoom-fit" />
        <CommandButton id="zoom-in">+</CommandButton>
      </div>
    </aside>
  );
}
