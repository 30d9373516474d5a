// The middle of the page: where the board comes from, the board itself with the keyboard's cursor, its
// live region and the keys' help.
import { artUrl } from "../art/sanitize";
import { Board } from "../board/Board";
import { boardParent } from "../model/inherit";
import { useEd } from "./context";
import type { useBoardKeys } from "./useBoardKeys";

export function Centre({ keys }: { keys: ReturnType<typeof useBoardKeys> }) {
  const ed = useEd();
  const { t, tools, view, live, art } = ed;
  const inheritsFrom = boardParent(ed.doc);
  return (
    <main className="centre">
      {inheritsFrom !== undefined && (
        <p className="ed-inherited" data-testid="inherited">
          {t("board.inherited", { parent: inheritsFrom })}
        </p>
      )}
      <Board
        board={ed.board}
        preview={tools.preview}
        selection={tools.selection}
        flags={live.flags}
        focus={ed.panels.focus}
        heat={live.heat}
        art={art ? { url: artUrl(art.svg), opacity: art.opacity } : null}
        zoom={view.zoom}
        offset={view.offset}
        label={t("board.label")}
        cursor={keys.cursor}
        anchor={keys.anchor}
        describedBy="board-keys"
        onKeyDown={keys.onKeyDown}
        onFocus={(e) => e.currentTarget.matches(":focus-visible") && keys.onFocus()}
        onZoom={view.zoomBy}
        onPointer={tools.onPointer}
      />
      <p className="kb-status" role="status" aria-live="polite" data-testid="board-status">
        {tools.message}
      </p>
      <p className="drop-hint" id="board-keys">
        {t("kb.help")} {t("drop.hint")}
      </p>
    </main>
  );
}
