// A button that runs a named command: its words, its keys and whether it is available come from the
// command (commands.ts), so every button for it agrees with its keys.
import type { ReactNode } from "react";
import { COMMANDS, type CommandId } from "./commands";
import { useEd } from "./context";

export function CommandButton({ id, testId, children }: { id: CommandId; testId?: string; children?: ReactNode }) {
  const ed = useEd();
  const c = COMMANDS.get(id)!;
  return (
    <button
      type="button"
      data-command={id}
      data-testid={testId}
      aria-keyshortcuts={c.keys?.join(" ")}
      aria-label={children === undefined ? undefined : ed.t(c.label)}
      disabled={!ed.can(id)}
      onClick={() => ed.perform(id)}
    >
      {children ?? ed.t(c.label)}
    </button>
  );
}
