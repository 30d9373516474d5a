// The files as text: the edition and its translations (locales/<lang>.yaml), what a download writes.
// What is typed here is applied after a short pause (a burst of typing is one step of undo), so its
// problems appear as you type, as `check` reports them; Apply applies at once.
import { useEffect, useRef, useState } from "react";
import { useT } from "../i18n/i18n";
import type { Doc } from "../model/doc";
import { localeFile } from "../model/doc";

const PAUSE_MS = 350;
const LANG = /^[a-z]{2,3}(-[A-Z]{2})?$/;

interface Props {
  doc: Doc;
  /** The file shown: "" for the edition, else a translation's language. */
  file: string;
  /** A 1-based line to put the cursor on (a chosen problem's). */
  line?: number | undefined;
  /** Changes with each choice of a problem, so choosing the same line again shows it again. */
  reveal?: number | undefined;
  onFile: (lang: string) => void;
  onApply: (lang: string, text: string) => void;
  onAdd: (lang: string) => void;
  onRemove: (lang: string) => void;
  onDownload: (lang: string, text: string) => void;
}

export function Source(p: Props) {
  const t = useT();
  const shown = p.file === "" ? p.doc.text : (p.doc.locales?.find((l) => l.lang === p.file)?.text ?? "");
  // What was typed, with the file and the text it was typed over. It is shown only over that same text (or
  // over our own text come back), so another file, an undo or a redo shows in the very render that brings it,
  // never a frame of the old text under the new file's name.
  const [typed, setTyped] = useState({ file: p.file, base: shown, text: shown });
  const [lang, setLang] = useState("");
  const area = useRef<HTMLTextAreaElement>(null);
  // The text last applied from here: when it comes back as `shown`, what was typed since is kept.
  const applied = useRef<string | null>(null);
  const draft = typed.file === p.file && (typed.base === shown || applied.current === shown) ? typed.text : shown;
  useEffect(() => {
    // Our own text come back: what was typed now stands over it (and it is forgotten, so an undo shows).
    if (shown !== applied.current) return;
    applied.current = null;
    setTyped((t) => ({ ...t, base: shown }));
  }, [shown]);
  const { file } = p;
  // The latest callback, read when the pause ends: the page makes a new one at each render, and a timer
  // restarted by every render would never fire while the page keeps changing.
  const onApply = useRef(p.onApply);
  onApply.current = p.onApply;
  useEffect(() => {
    if (draft === shown) return;
    const id = setTimeout(() => {
      applied.current = draft;
      onApply.current(file, draft);
    }, PAUSE_MS);
    return () => clearTimeout(id);
  }, [draft, shown, file]);
  // Put the cursor on a chosen problem's line once per choice (`reveal`), not whenever the text changes:
  // an undo must not pull the focus into the text field.
  const text = useRef(shown);
  text.current = shown;
  useEffect(() => {
    const el = area.current;
    const line = p.line;
    if (!el || !line) return;
    const shown = text.current;
    const start =
      shown
        .split("\n")
        .slice(0, line - 1)
        .join("\n").length + (line > 1 ? 1 : 0);
    el.focus();
    el.setSelectionRange(start, shown.indexOf("\n", start) < 0 ? shown.length : shown.indexOf("\n", start));
    el.scrollTop = Math.max(0, (line - 5) * (parseFloat(getComputedStyle(el).lineHeight) || 15));
  }, [p.line, p.file, p.reveal]);
  const langs = (p.doc.locales ?? []).map((l) => l.lang);
  return (
    <section className="source">
      <p className="ed-help">{t("source.hint")}</p>
      <div className="row">
        <label>
          {t("source.file")}{" "}
          <select data-testid="source-file" value={p.file} onChange={(e) => p.onFile(e.target.value)}>
            <option value="">edition.yaml</option>
            {langs.map((l) => (
              <option key={l} value={l}>
                {localeFile(l)}
              </option>
            ))}
          </select>
        </label>
        {p.file !== "" && (
          <>
            <button type="button" onClick={() => p.onDownload(p.file, shown)}>
              {t("source.download")}
            </button>
            <button type="button" onClick={() => p.onRemove(p.file)}>
              {t("source.remove")}
            </button>
          </>
        )}
      </div>
      <textarea
        ref={area}
        aria-label={p.file === "" ? t("tab.source") : localeFile(p.file)}
        data-testid="source"
        spellCheck={false}
        value={draft}
        onChange={(e) => setTyped({ file: p.file, base: shown, text: e.target.value })}
      />
      <button
        type="button"
        data-testid="source-apply"
        disabled={draft === shown}
        onClick={() => ((applied.current = draft), p.onApply(p.file, draft))}
      >
        {t("source.apply")}
      </button>
      <form
        className="row add-locale"
        onSubmit={(e) => {
          e.preventDefault();
          if (LANG.test(lang) && !langs.includes(lang)) p.onAdd(lang);
          setLang("");
        }}
      >
        <label>
          {t("source.newLocale")}{" "}
          <input
            name="lang"
            data-testid="new-locale"
            size={6}
            pattern="[a-z]{2,3}(-[A-Z]{2})?"
            placeholder="ja"
            value={lang}
            onChange={(e) => setLang(e.target.value)}
          />
        </label>
        <button type="submit">{t("source.addLocale")}</button>
      </form>
      <p className="ed-help">{t("source.localeHint")}</p>
    </section>
  );
}
