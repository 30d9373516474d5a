// The side panel's tabs: problems, the forms, distances, the source text and the board art.
import type { Diagnostic } from "../../schemas/diagnostic";
import { Art, type ArtState } from "../art/Art";
import { Details } from "../forms/Details";
import { useT } from "../i18n/i18n";
import { Distances } from "../live/Distances";
import { Problems } from "../live/Problems";
import type { Doc } from "../model/doc";
import type { Path } from "../model/patch";
import type { Json } from "../model/render";
import type { ToolId } from "../tools/types";
import { Source } from "./Source";
import type { HeatSource, useLive } from "./useLive";

export type Tab = "problems" | "details" | "distances" | "source" | "art";
const TABS: Tab[] = ["problems", "details", "distances", "source", "art"];

interface Props {
  tab: Tab;
  onTab: (t: Tab) => void;
  doc: Doc;
  /** The file the source tab shows ("" the edition, else a translation's language) and the line to show. */
  source: { file: string; line?: number; reveal?: number };
  onSourceFile: (lang: string) => void;
  data: Record<string, unknown> | undefined;
  live: ReturnType<typeof useLive>;
  heatSource: HeatSource;
  art: ArtState | null;
  onArt: (a: ArtState | null, rejected?: boolean) => void;
  onChoose: (d: Diagnostic) => void;
  onTool: (d: Diagnostic, tool: ToolId) => void;
  onSet: (path: Path, v: Json | undefined) => void;
  onSource: (lang: string, text: string) => void;
  onAddLocale: (lang: string) => void;
  onRemoveLocale: (lang: string) => void;
  onDownloadFile: (name: string, text: string) => void;
}

export function Side(p: Props) {
  const t = useT();
  const errors = p.live.result.diagnostics.length;
  const from =
    p.heatSource === null
      ? null
      : typeof p.heatSource === "string"
        ? p.heatSource
        : `${p.heatSource[0]},${p.heatSource[1]}`;
  return (
    <aside className="side">
      <div role="tablist" className="ed-tabs">
        {TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={p.tab === id}
            data-tab={id}
            onClick={() => p.onTab(id)}
          >
            {t(`tab.${id}`)}
            {id === "problems" && errors > 0 && <span className="badge">{errors}</span>}
          </button>
        ))}
      </div>
      <div className="ed-panel" role="tabpanel">
        {/* The problems list stays in the page (hidden) so its hooks are always there to read. */}
        <div hidden={p.tab !== "problems"}>
          <Problems
            diagnostics={p.live.result.diagnostics}
            places={p.live.places}
            current={p.live.current}
            rev={p.live.rev}
            onChoose={p.onChoose}
            onTool={p.onTool}
          />
        </div>
        {p.tab === "details" && <Details data={p.data} doc={p.doc} onSet={p.onSet} />}
        {p.tab === "distances" && <Distances compiled={p.live.result.compiled} from={from} />}
        {p.tab === "source" && (
          <Source
            doc={p.doc}
            file={p.source.file}
            line={p.source.line}
            reveal={p.source.reveal}
            onFile={p.onSourceFile}
            onApply={p.onSource}
            onAdd={p.onAddLocale}
            onRemove={p.onRemoveLocale}
            onDownload={(lang, text) => p.onDownloadFile(`${lang}.yaml`, text)}
          />
        )}
        {p.tab === "art" && <Art art={p.art} onArt={p.onArt} />}
      </div>
    </aside>
  );
}
