// A page of one panel (notebook, log, rules or replay) for the panels' browser tests: the game and the
// edition come in the page as JSON, the panel is rendered as the app would (under the i18n providers).
import { createRoot } from "react-dom/client";
import { editionFromJson } from "../../../edition/serialize";
import type { CompiledEdition } from "../../../schemas/graph";
import { engineFor, type Save } from "../../../player/engine";
import { LangProvider } from "../../../player/ui/i18n/context";
import { editionText } from "../../../edition/text";
import { EditionTextProvider } from "../../../player/ui/i18n/edition-context";
import type { Lang } from "../../../i18n/lang";
import { Log } from "../../../player/ui/log/Log";
import { useLogContext } from "../../../player/ui/log/useLogContext";
import { Replay } from "../../../player/ui/replay/Replay";
import { parseMarkdown } from "../../../player/ui/rules/parse";
import { Rules } from "../../../player/ui/rules/Rules";
import { Notebook } from "../../../player/ui/notebook/Notebook";

export interface HarnessData {
  part: "notebook" | "log" | "rules" | "replay";
  lang: Lang;
  edition: unknown;
  save: Pick<Save, "seed" | "seats" | "actions">;
  seat: number;
  rulesText?: string;
}

const data = JSON.parse(document.getElementById("data")?.textContent ?? "{}") as HarnessData;
const loaded = editionFromJson(data.edition);
if ("error" in loaded) throw new Error(loaded.error);
const compiled: CompiledEdition =
  data.rulesText === undefined ? loaded : { ...loaded, edition: { ...loaded.edition, rulesText: data.rulesText } };
const { apply, createGame, viewFor } = engineFor(compiled);
let state = createGame({ seats: data.save.seats, seed: data.save.seed });
for (const a of data.save.actions) {
  const r = apply(state, a);
  if ("error" in r) throw new Error(r.error.message);
  state = r.state;
}
const view = viewFor(state, data.seat, { log: true });

function LogPanel() {
  return <Log entries={view.log} ctx={useLogContext(compiled, view)} />;
}

createRoot(document.getElementById("root") as HTMLElement).render(
  <LangProvider lang={data.lang}>
    <EditionTextProvider value={editionText(compiled.edition, data.lang)}>
      <main>
        <h1>{data.part}</h1>
        {data.part === "notebook" && <Notebook compiled={compiled} view={view} gameKey="browser-test" />}
        {data.part === "log" && <LogPanel />}
        {data.part === "rules" && <Rules edition={compiled.edition} parse={parseMarkdown} />}
        {data.part === "replay" && <Replay compiled={compiled} game={data.save} viewer={data.seat} />}
      </main>
    </EditionTextProvider>
  </LangProvider>,
);
