// The file as text: what a download writes. Editing it here is one step of undo, applied on demand.
import { useEffect, useState } from "react";
import { useT } from "../i18n/i18n";

export function Source({ text, onApply }: { text: string; onApply(text: string): void }) {
  const t = useT();
  const [draft, setDraft] = useState(text);
  useEffect(() => setDraft(text), [text]);
  return (
    <section className="source">
      <p className="ed-help">{t("source.hint")}</p>
      <textarea aria-label={t("tab.source")} data-testid="source" spellCheck={false} value={draft} onChange={(e) => setDraft(e.target.value)} />
      <button type="button" disabled={draft === text} onClick={() => onApply(draft)}>
        {t("source.apply")}
      </button>
    </section>
  );
}
