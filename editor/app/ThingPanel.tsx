// What the select tool's click found, beside the board (Tiled's properties panel): a room with its key and
// secret passages, a door with its two squares, a start square's suspect, a question-mark space; each with
// Delete (one step of undo). Edition-wide settings stay in the Details form.
import { useEd } from "./context";
import { CommandButton } from "./CommandButton";
import { removePassage, thingAt } from "../model/things";
import { onOwnBoard } from "../model/inherit";

export function ThingPanel() {
  const ed = useEd();
  const { t, board, tools } = ed;
  const at = tools.inspected;
  if (tools.tool !== "select" || !at) return null;
  const thing = thingAt(board, at);
  const where = t("kb.cell", { row: at[0], col: at[1] });
  const roomName = (id: string) => board.rooms.find((r) => r.id === id)?.name || id;
  return (
    <section className="thing" data-testid="thing" data-kind={thing?.kind ?? "none"} aria-label={t("thing.title")}>
      <h2>{thing ? t(`thing.${thing.kind}`) : t("thing.none")}</h2>
      <p>{where}</p>
      {thing?.kind === "room" && (
        <dl>
          <dt>{t("thing.name")}</dt>
          <dd>{thing.name || thing.id}</dd>
          <dt>{t("thing.id")}</dt>
          <dd>{thing.id}</dd>
          <dt>{t("thing.key")}</dt>
          <dd>{thing.key}</dd>
          <dt>{t("thing.passages")}</dt>
          <dd>
            {thing.passages.length === 0 && t("thing.noPassages")}
            <ul>
              {thing.passages.map(([a, b]) => (
                <li key={`${a}\u0000${b}`}>
                  {roomName(a === thing.id ? b : a)}{" "}
                  <button
                    type="button"
                    data-testid="delete-passage"
                    onClick={() => ed.run(onOwnBoard(removePassage([a, b])))}
                  >
                    {t("thing.deletePassage")}
                  </button>
                </li>
              ))}
            </ul>
          </dd>
        </dl>
      )}
      {thing?.kind === "door" && (
        <dl>
          <dt>{t("thing.doorAt")}</dt>
          <dd>{t("kb.cell", { row: thing.at[0], col: thing.at[1] })}</dd>
          <dt>{t("thing.doorFront")}</dt>
          <dd>{t("kb.cell", { row: thing.front[0], col: thing.front[1] })}</dd>
        </dl>
      )}
      {thing?.kind === "start" && (
        <dl>
          <dt>{t("thing.suspect")}</dt>
          <dd>{thing.name || thing.id}</dd>
        </dl>
      )}
      {thing && <CommandButton id="delete-thing" testId="delete-thing" />}
    </section>
  );
}
