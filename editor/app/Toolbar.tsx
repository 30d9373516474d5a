// The tools, each a button carrying its `data-tool` id; the pressed one is the current tool.
import { useT } from "../i18n/i18n";
import { TOOL_ORDER } from "../tools";
import { TOOL_KEYS } from "./useBoardKeys";
import type { ToolId } from "../tools/types";

const ICONS: Record<ToolId, string> = {
  room: "▦",
  corridor: "▤",
  void: "■",
  door: "⊓",
  passage: "⇄",
  start: "●",
  question: "?",
  erase: "⌫",
  select: "⬚",
  pan: "✋",
  distance: "⇢",
};

export function Toolbar({ tool, onTool }: { tool: ToolId; onTool: (t: ToolId) => void }) {
  const t = useT();
  return (
    <nav className="toolbar" aria-label="tools">
      {TOOL_ORDER.map((id) => (
        <button
          key={id}
          type="button"
          data-tool={id}
          aria-pressed={tool === id}
          title={t(`tool.help.${id}`) + (TOOL_KEYS[id] ? ` (${TOOL_KEYS[id].toUpperCase()})` : "")}
          aria-keyshortcuts={TOOL_KEYS[id]?.toUpperCase()}
          onClick={() => onTool(id)}
        >
          <span className="icon" aria-hidden="true">
            {ICONS[id]}
          </span>
          <span className="name">{t(`tool.${id}`)}</span>
        </button>
      ))}
    </nav>
  );
}
