// The problems list: one entry per diagnostic, as `clue-compile check` reports it. Choosing one shows its
// cell on the board or its field in the forms.
import type { Diagnostic } from "../../schemas/diagnostic";
import { sayData, useT } from "../i18n/i18n";
import type { ToolId } from "../tools/types";
import { FILE } from "./check";
import type { Place } from "./locate";

/** The tool that mends a board problem, offered beside it (a newcomer need not know which one it is). */
const MENDED_BY: Partial<Record<string, ToolId>> = {
  ROOM_UNENTERABLE: "door",
  ROOM_UNREACHABLE: "corridor",
  DOOR_NOT_ON_ROOM_EDGE: "door",
  DOOR_FRONT_NOT_WALKABLE: "door",
  DOOR_NOT_ADJACENT: "door",
  DUPLICATE_DOOR: "door",
  START_NOT_WALKABLE: "start",
  START_UNREACHABLE: "start",
  START_SHARED: "start",
  PASSAGE_SAME_ROOM: "passage",
  DUPLICATE_PASSAGE: "passage",
  SPACE_NOT_WALKABLE: "question",
  DUPLICATE_SPACE: "question",
  ROOM_NOT_ON_BOARD: "room",
};
import "./live.css";

export function Problems({
  diagnostics,
  places = [],
  current,
  rev,
  onChoose,
  onTool,
}: {
  diagnostics: Diagnostic[];
  /** Where each diagnostic is (live/locate.ts): what on the board it is about, and the tool that draws it. */
  places?: readonly (readonly [Diagnostic, Place])[];
  current: boolean;
  rev: number;
  onChoose: (d: Diagnostic) => void;
  onTool?: (d: Diagnostic, tool: ToolId) => void;
}) {
  const t = useT();
  const at = new Map(places);
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  return (
    <section className="problems" aria-live="polite">
      <p className="summary">
        {diagnostics.length === 0
          ? t("problems.none")
          : t("problems.count", {
              errors: t(errors === 1 ? "problems.error" : "problems.errors", { n: errors }),
              warnings: t(diagnostics.length - errors === 1 ? "problems.warning" : "problems.warnings", {
                n: diagnostics.length - errors,
              }),
            })}
        {!current && <span className="checking"> {t("problems.checking")}</span>}
      </p>
      <ul
        data-testid="diagnostics"
        data-state={current ? "current" : "stale"}
        data-count={diagnostics.length}
        data-rev={rev}
      >
        {diagnostics.map((d, i) => {
          const p = at.get(d);
          const tool = d.file === FILE ? (p?.tool ?? MENDED_BY[d.code]) : undefined;
          // With nothing to show for it on the board or in the forms, choosing it picks the tool that redraws it.
          const choose = () => (p?.field === "" && tool && onTool ? onTool(d, tool) : onChoose(d));
          return (
            <li key={i} data-code={d.code} data-file={d.file} className={d.severity}>
              <button type="button" onClick={choose}>
                <span className="where">
                  {d.file !== FILE && <span className="in-file">{d.file}:</span>}
                  {d.line}:{d.column}
                </span>
                <span className="code">{d.code}</span>
                <span className="message">
                  {p?.subject && <strong className="subject">{sayData(t, p.subject)}: </strong>}
                  {d.message}
                </span>
                {d.help && <span className="ed-hint">{d.help}</span>}
              </button>
              {onTool && tool && (
                <button type="button" className="mend" data-mend={tool} onClick={() => onTool(d, tool)}>
                  {t("problems.useTool", { tool: t(`tool.${tool}`) })}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
