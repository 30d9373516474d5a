// The problems list: one entry per diagnostic, as `clue-compile check` reports it. Choosing one shows its
// cell on the board or its field in the forms.
import type { Diagnostic } from "../../compiler/diagnostics";
import { useT } from "../i18n/i18n";
import { FILE } from "./check";
import "./live.css";

export function Problems({ diagnostics, current, rev, onChoose }: { diagnostics: Diagnostic[]; current: boolean; rev: number; onChoose(d: Diagnostic): void }) {
  const t = useT();
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  return (
    <section className="problems" aria-live="polite">
      <p className="summary">
        {diagnostics.length === 0 ? t("problems.none") : t("problems.count", { errors: t(errors === 1 ? "problems.error" : "problems.errors", { n: errors }), warnings: t(diagnostics.length - errors === 1 ? "problems.warning" : "problems.warnings", { n: diagnostics.length - errors }) })}
        {!current && <span className="checking"> {t("problems.checking")}</span>}
      </p>
      <ul data-testid="diagnostics" data-state={current ? "current" : "stale"} data-count={diagnostics.length} data-rev={rev}>
        {diagnostics.map((d, i) => (
          <li key={i} data-code={d.code} data-file={d.file} className={d.severity}>
            <button type="button" onClick={() => onChoose(d)}>
              <span className="where">
                {d.file !== FILE && <span className="in-file">{d.file}:</span>}
                {d.line}:{d.column}
              </span>
              <span className="code">{d.code}</span>
              <span className="message">{d.message}</span>
              {d.help && <span className="ed-hint">{d.help}</span>}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
