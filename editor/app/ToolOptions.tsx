// The current tool's options: each tool names the controls it takes (tools/*.ts `options`), drawn here in
// that order: which room, brush size and rectangle fill, what the bucket pours, which suspect, and the
// selection's copy and paste.
import { useState, type ReactNode } from "react";
import { AddItem } from "../forms/AddItem";
import { addItem } from "../names/commands";
import type { OptionId } from "../tools/types";
import { CommandButton } from "./CommandButton";
import { useEd } from "./context";

export function ToolOptions() {
  const ed = useEd();
  const { t, board, tools } = ed;
  const { options: o, setOptions } = tools;
  const look = tools.machines[tools.tool];
  // "New room" asks the new room's name and key (forms/AddItem.tsx) before it makes one.
  const [adding, setAdding] = useState(false);
  const controls: Record<OptionId, () => ReactNode> = {
    room: () =>
      (look.id !== "fill" || o.fill === "room") && (
        <label key="room">
          {t("opt.room")}{" "}
          <select
            data-testid="room-choice"
            value={o.roomKey}
            onChange={(e) => setOptions({ ...o, roomKey: e.target.value })}
          >
            {board.rooms.map((r) => (
              <option key={r.id + r.key} value={r.key}>
                {r.name || r.id} ({r.key})
              </option>
            ))}
          </select>{" "}
          <button type="button" data-testid="new-room" aria-expanded={adding} onClick={() => setAdding((a) => !a)}>
            {t("opt.newRoom")}
          </button>
          {adding && (
            <AddItem
              kind="room"
              doc={ed.doc}
              focusFirst
              onAdd={(room) => {
                setAdding(false);
                ed.run(addItem("room", room));
                if (typeof room.key === "string") setOptions((x) => ({ ...x, roomKey: room.key as string }));
              }}
              onCancel={() => setAdding(false)}
            />
          )}
        </label>
      ),
    brush: () => (
      <label key="brush">
        {t("opt.brush")}{" "}
        <input
          type="range"
          min={1}
          max={5}
          value={o.brush}
          onChange={(e) => setOptions({ ...o, brush: Number(e.target.value) })}
        />{" "}
        {o.brush}
      </label>
    ),
    rect: () => (
      <label key="rect">
        <input
          type="checkbox"
          data-testid="rect"
          checked={o.rect}
          onChange={(e) => setOptions({ ...o, rect: e.target.checked })}
        />{" "}
        {t("opt.rect")}
      </label>
    ),
    fillKind: () => (
      <fieldset key="fillKind" className="fill-kind">
        <legend>{t("opt.fill")}</legend>
        {(["room", "corridor"] as const).map((k) => (
          <label key={k}>
            <input
              type="radio"
              name="fill-kind"
              value={k}
              data-testid={`fill-${k}`}
              checked={o.fill === k}
              onChange={() => setOptions({ ...o, fill: k })}
            />{" "}
            {t(k === "room" ? "opt.fillRoom" : "opt.fillCorridor")}
          </label>
        ))}
      </fieldset>
    ),
    suspect: () => (
      <label key="suspect">
        {t("opt.suspect")}{" "}
        <select
          data-testid="suspect-choice"
          value={o.suspect}
          onChange={(e) => setOptions({ ...o, suspect: Number(e.target.value) })}
        >
          {board.starts.map((s, i) => (
            <option key={i} value={i}>
              {s.name || s.id}
            </option>
          ))}
        </select>
      </label>
    ),
    clip: () => (
      <span className="row" key="clip">
        <CommandButton id="copy" />
        <CommandButton id="paste" />
        <CommandButton id="clear-selection" />
      </span>
    ),
  };
  return (
    <div className="tool-options">
      <p className="tool-help">{t(look.help(o))}</p>
      {look.options.includes("room") && board.rooms.length === 0 && <p className="ed-hint">{t("opt.noRooms")}</p>}
      {look.options.map((id) => controls[id]())}
    </div>
  );
}
