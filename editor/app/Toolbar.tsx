// The tools, each a button carrying its `data-tool` id; the pressed one is the current tool. Each tool's
// icon and key come from its own file (tools/).
import { TOOLS } from "../tools";
import { useEd } from "./context";

export function Toolbar() {
  const { t, tools } = useEd();
  return (
    <nav className="toolbar" aria-label="tools">
      {TOOLS.map((tl) => (
        <button
          key={tl.id}
          type="button"
          data-tool={tl.id}
          aria-pressed={tools.tool === tl.id}
          title={t(`tool.help.${tl.id}`) + (tl.key ? ` (${tl.key.toUpperCase()})` : "")}
          aria-keyshortcuts={tl.key?.toUpperCase()}
          onClick={() => tools.choose(tl.id)}
        >
          <span className="icon" aria-hidden="true">
            {tl.icon}
          </span>
          <span className="name">{t(`tool.${tl.id}`)}</span>
        </button>
      ))}
    </nav>
  );
}
