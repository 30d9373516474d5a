// The File menu's "Print kit (PDF)": pick the paper, and the draft's kit downloads. Only an edition
// without errors prints (as `clue-compile print` refuses one); the line beside the menu says what happened.
import { useState } from "react";
import type { CompiledEdition } from "../../schemas/graph";
import { useT } from "../i18n/i18n";
import { downloadPdf, printDraft } from "./kit";

export function PrintMenu({ compiled }: { compiled: CompiledEdition | undefined }) {
  const t = useT();
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const print = (paper: "a4" | "letter") => {
    if (!compiled) return setNote(t("print.needClean"));
    setBusy(true);
    setNote(t("print.working"));
    const file = `${compiled.edition.id}-print-${paper}.pdf`;
    printDraft(compiled, paper)
      .then((kit) => {
        downloadPdf(kit.pdf, file);
        setNote(t(kit.missingGlyphs ? "print.doneLatin" : "print.done", { file }));
      })
      .catch(() => setNote(t("print.failed")))
      .finally(() => setBusy(false));
  };
  return (
    <>
      <select
        aria-label={t("menu.print")}
        data-testid="print"
        title={t("print.hint")}
        value=""
        disabled={busy}
        onChange={(e) => (e.target.value === "a4" || e.target.value === "letter") && print(e.target.value)}
      >
        <option value="">{t("menu.print")}…</option>
        <option value="a4">{t("print.a4")}</option>
        <option value="letter">{t("print.letter")}</option>
      </select>
      <span className="print-note" role="status" data-testid="print-note">
        {note}
      </span>
    </>
  );
}
