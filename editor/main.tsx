// Boot: which edition to open (`?edition=<id>`, else classic), the language, and a kept draft to offer.
import { createRoot } from "react-dom/client";
import { browserLocales, chooseLang, langOfLocales } from "../i18n/choose";
import { App } from "./app/App";
import { loadArt, loadDraft, storage } from "./app/draft";
import { builtinOpened, changed, initialState } from "./app/useEditor";
import { BUILTINS, builtinParents } from "./open/builtins";

const params = new URLSearchParams(location.search);
const asked = params.get("edition");
const id = asked && Object.hasOwn(BUILTINS, asked) ? asked : "classic";
const store = storage();
let stored: string | null;
try {
  stored = store?.getItem("clue-kit-editor-lang") ?? null;
} catch {
  stored = null;
}
const draft = loadDraft(store);
const boot = {
  state: initialState(builtinOpened(id, BUILTINS[id]!), builtinParents),
  lang: chooseLang({ asked: params.get("lang"), stored, system: langOfLocales(browserLocales(navigator)) }),
  ...(draft && changed(builtinOpened(id, BUILTINS[id]!), draft) && { draft }),
  art: loadArt(store),
};
createRoot(document.getElementById("root")!).render(<App boot={boot} />);
