// The side panels, one shown at a time: the notebook, the log, the replay, the rules. The notebook,
// log, replay and rules components are their own folders'; this only lays them out as tabs.
import { useState, type ReactNode } from "react";
import { useMessages } from "../i18n/context";
import { GAME } from "../i18n/messages";
import "./Panels.css";

export interface Panel {
  id: string;
  label: string;
  render: () => ReactNode;
}

export function Panels({ panels }: { panels: readonly Panel[] }) {
  const m = useMessages(GAME);
  const [open, setOpen] = useState(panels[0]?.id ?? "");
  const current = panels.find((p) => p.id === open) ?? panels[0];
  const onKey = (e: React.KeyboardEvent, i: number) => {
    const d = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    if (!d) return;
    const next = panels[(i + d + panels.length) % panels.length];
    if (next) {
      setOpen(next.id);
      document.getElementById(`tab-${next.id}`)?.focus();
    }
  };
  return (
    <section className="panels" aria-label={m.tabs}>
      <div role="tablist" aria-label={m.tabs} className="tabs">
        {panels.map((p, i) => (
          <button
            key={p.id}
            id={`tab-${p.id}`}
            role="tab"
            type="button"
            aria-selected={p.id === current?.id}
            aria-controls={`panel-${p.id}`}
            tabIndex={p.id === current?.id ? 0 : -1}
            onClick={() => setOpen(p.id)}
            onKeyDown={(e) => onKey(e, i)}
          >
            {p.label}
          </button>
        ))}
      </div>
      {current && (
        <div role="tabpanel" id={`panel-${current.id}`} aria-labelledby={`tab-${current.id}`} className="panel-body">
          {current.render()}
        </div>
      )}
    </section>
  );
}
