// The current tool's options: which room, brush size and rectangle fill, which suspect, and the
// selection's copy and paste.
import { useState } from "react";
import { AddItem } from "../forms/AddItem";
import { useT } from "../i18n/i18n";
import type { BoardView } from "../model/board";
import type { Doc } from "../model/doc";
import type { Json } from "../model/render";
import type { ToolId, ToolOptions as Options } from "../tools/types";

interface Props {
  tool: ToolId;
  board: BoardView;
  doc: Doc;
  options: Options;
  onOptions: (o: Options) => void;
  /** A room asked for by name and key (forms/AddItem.tsx). */
  onNewRoom: (room: Record<string, Json>) => void;
  hasSelection: boolean;
  hasClip: boolean;
  onCopy: () => void;
  onPaste: () => void;
  onClear: () => void;
}

export function ToolOptions(p: Props) {
  const t = useT();
  const { options: o, tool } = p;
  const [adding, setAdding] = useState(false);
  const brush = tool === "room" || tool === "corridor" || tool === "void" || tool === "erase";
  return (
    <div className="tool-options">
      <p className="tool-help">{brush && tool !== "erase" && o.rect ? t("tool.help.rect") : t(`tool.help.${tool}`)}</p>
      {tool === "room" && p.board.rooms.length === 0 && <p className="ed-hint">{t("opt.noRooms")}</p>}
      {tool === "room" && (
        <label>
          {t("opt.room")}{" "}
          <select
            data-testid="room-choice"
            value={o.roomKey}
            onChange={(e) => p.onOptions({ ...o, roomKey: e.target.value })}
          >
            {p.board.rooms.map((r) => (
              <option key={r.id + r.key} value={r.key}>
                {r.name || r.id} ({r.key})
              </option>
            ))}
          </select>{" "}
          <button type="button" data-testid="new-room" aria-expanded={adding} onClick={() => setAdding((a) => !a)}>
            {t("opt.newRoom")}
          </button>
        </label>
      )}
      {tool === "room" && adding && (
        <AddItem
          kind="room"
          doc={p.doc}
          focusFirst
          onAdd={(room) => {
            setAdding(false);
            p.onNewRoom(room);
          }}
          onCancel={() => setAdding(false)}
        />
      )}
      {brush && (
        <label>
          {t("opt.brush")}{" "}
          <input
            type="range"
            min={1}
            max={5}
            value={o.brush}
            onChange={(e) => p.onOptions({ ...o, brush: Number(e.target.value) })}
          />{" "}
          {o.brush}
        </label>
      )}
      {brush && tool !== "erase" && (
        <label>
          <input
            type="checkbox"
            data-testid="rect"
            checked={o.rect}
            onChange={(e) => p.onOptions({ ...o, rect: e.target.checked })}
          />{" "}
          {t("opt.rect")}
        </label>
      )}
      {tool === "start" && (
        <label>
          {t("opt.suspect")}{" "}
          <select
            data-testid="suspect-choice"
            value={o.suspect}
            onChange={(e) => p.onOptions({ ...o, suspect: Number(e.target.value) })}
          >
            {p.board.starts.map((s, i) => (
              <option key={i} value={i}>
                {s.name || s.id}
              </option>
            ))}
          </select>
        </label>
      )}
      {tool === "select" && (
        <span className="row">
          <button type="button" disabled={!p.hasSelection} onClick={p.onCopy}>
            {t("opt.copy")}
          </button>
          <button type="button" disabled={!p.hasClip || !p.hasSelection} onClick={p.onPaste}>
            {t("opt.paste")}
          </button>
          <button type="button" disabled={!p.hasSelection} onClick={p.onClear}>
            {t("opt.clear")}
          </button>
        </span>
      )}
    </div>
  );
}
