// The top bar: open (a built-in edition, a file, a new board), save (download, or write back in place),
// undo and redo, play-test, the print kit, and the language. Its buttons run the page's commands (app/commands.ts).
import { CommandButton } from "../app/CommandButton";
import { useEd } from "../app/context";
import { LANG_NAMES, LANGS, isLang } from "../../i18n/lang";
import { PrintMenu } from "../print/PrintMenu";
import { BUILTINS, builtinName } from "./builtins";
import { canWriteBack } from "./file";

export function Header() {
  const { t, files, state, lang, setLang, live } = useEd();
  const inPlace = canWriteBack();
  return (
    <header className="top">
      <h1>
        {t("app.title")}{" "}
        <span className="file" data-testid="file-name" data-dirty={files.dirty}>
          — {state.opened.name}
          {files.dirty ? " •" : ""}
        </span>
      </h1>
      <div className="actions">
        <select
          aria-label={t("menu.builtin")}
          value=""
          onChange={(e) => e.target.value && files.builtin(e.target.value)}
        >
          <option value="">{t("menu.builtin")}…</option>
          {Object.entries(BUILTINS).map(([id, b]) => (
            <option key={id} value={id}>
              {builtinName(b, lang)}
            </option>
          ))}
        </select>
        {inPlace ? (
          <button type="button" onClick={files.pick}>
            {t("menu.file")}
          </button>
        ) : (
          <label className="button">
            {t("menu.file")}
            <input
              type="file"
              accept=".yaml,.yml"
              data-testid="open-file"
              hidden
              onChange={(e) => e.target.files?.[0] && void files.onFiles([e.target.files[0]])}
            />
          </label>
        )}
        <button type="button" data-testid="new" onClick={files.startNew}>
          {t("menu.new")}
        </button>
        <CommandButton id="download" testId="download" />
        {inPlace && (
          <button type="button" data-testid="write-back" onClick={files.writeBack}>
            {t("menu.writeBack")}
          </button>
        )}
        <CommandButton id="undo" testId="undo" />
        <CommandButton id="redo" testId="redo" />
        <CommandButton id="play" testId="playtest" />
        <PrintMenu compiled={live.result.compiled} />
        <select
          aria-label={t("menu.lang")}
          value={lang}
          onChange={(e) => isLang(e.target.value) && setLang(e.target.value)}
        >
          {LANGS.map((l) => (
            <option key={l} value={l}>
              {LANG_NAMES[l]}
            </option>
          ))}
        </select>
      </div>
    </header>
  );
}
