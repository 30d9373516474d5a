// Boot: which edition to open (`?edition=<id>`, else classic), the language, and a kept draft to offer.
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { loadArt, loadDraft, storage } from "./app/draft";
import { initialState } from "./app/useEditor";
import { initialLang } from "./i18n/i18n";
import { BUILTINS } from "./open/builtins";

const params = new URLSearchParams(location.search);
const asked = params.get("edition");
const id = asked && Object.hasOwn(BUILTINS, asked) ? asked : "classic";
const store = storage();
let stored: string | null = null;
try {
  stored = store?.getItem("clue-kit-editor-lang") ?? null;
} catch {
  stored = null;
}
const draft = loadDraft(store);
const boot = {
  state: initialState({ text: BUILTINS[id]!.text, name: `${id}.yaml`, builtin: id }),
  lang: initialLang(location.search, stored, navigator.language),
  ...(draft && draft.text !== BUILTINS[id]!.text && { draft }),
  art: loadArt(store),
};
createRoot(document.getElementById("root")!).render(<App boot={boot} />);
