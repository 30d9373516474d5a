// The side panel's tabs: problems, the forms, distances, the source text and the board art.
import { useLayoutEffect, useRef } from "react";
import { Art } from "../art/Art";
import { Details } from "../forms/Details";
import { setField } from "../names/commands";
import { Distances } from "../live/Distances";
import { Problems } from "../live/Problems";
import { setLocale, withText } from "../model/doc";
import { download } from "../open/file";
import { useEd } from "./context";
import { Source } from "./Source";

export type Tab = "problems" | "details" | "distances" | "source" | "art";
const TABS: Tab[] = ["problems", "details", "distances", "source", "art"];

/**
 * The Details form's open sections, kept while another tab is shown (the form is not drawn then, so its
 * `<details>` would all close): each toggle is recorded as it happens (`toggle` does not bubble, so it is
 * heard in the capture phase) and the record is set again when the form comes back.
 */
function useKeptOpen(shown: boolean) {
  const box = useRef<HTMLDivElement>(null);
  const kept = useRef<boolean[] | null>(null);
  useLayoutEffect(() => {
    const el = box.current;
    if (!shown || !el) return;
    const all = () => [...el.querySelectorAll("details")];
    const was = kept.current;
    if (was) all().forEach((d, i) => i < was.length && (d.open = was[i]!));
    const record = () => void (kept.current = all().map((d) => d.open));
    el.addEventListener("toggle", record, true);
    return () => el.removeEventListener("toggle", record, true);
  }, [shown]);
  return box;
}

export function Side() {
  const ed = useEd();
  const { t, live, panels: p, doc } = ed;
  const errors = live.result.diagnostics.length;
  const from = p.heatSource === null ? null : typeof p.heatSource === "string" ? p.heatSource : p.heatSource.join(",");
  const details = useKeptOpen(p.tab === "details");
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
            onClick={() => p.setTab(id)}
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
            diagnostics={live.result.diagnostics}
            places={live.places}
            current={live.current}
            rev={live.rev}
            onChoose={(d) => p.choose(d, live, ed.board)}
            onTool={(d, id) => {
              ed.tools.choose(id);
              // A start square's problem picks that suspect for the start tool.
              const suspect = /^\/suspects\/(\d+)\//.exec(d.path)?.[1];
              if (id === "start" && suspect !== undefined)
                ed.tools.setOptions((o) => ({ ...o, suspect: Number(suspect) }));
              p.choose(d, live, ed.board);
            }}
          />
        </div>
        <div ref={details}>
          {p.tab === "details" && (
            <Details data={ed.data} doc={ed.doc} onSet={(path, v) => ed.run(setField(path, v))} />
          )}
        </div>
        {p.tab === "distances" && <Distances compiled={live.result.compiled} from={from} />}
        {p.tab === "source" && (
          <Source
            doc={doc}
            file={p.source.file}
            line={p.source.line}
            reveal={p.source.reveal}
            onFile={(file) => p.setSource({ file })}
            onApply={(lang, text) => ed.run(lang === "" ? (d) => withText(d, text) : setLocale(lang, text))}
            onAdd={(lang) => {
              ed.run(
                setLocale(
                  lang,
                  `# yaml-language-server: $schema=../../../schemas/locale.schema.json\nformat: 1\nlocale: ${lang}\n`,
                ),
              );
              p.setSource({ file: lang });
            }}
            onRemove={(lang) => {
              ed.run(setLocale(lang, null));
              p.setSource({ file: "" });
            }}
            onDownload={(lang, text) => download(text, `${lang}.yaml`)}
          />
        )}
        {p.tab === "art" && <Art art={ed.art} onArt={ed.setArt} />}
      </div>
    </aside>
  );
}
