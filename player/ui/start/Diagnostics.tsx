// An opened edition's diagnostics, positioned as the CLI prints them (file:line:col, code, message, help),
// shown instead of a game when it has errors.
import type { Diagnostic } from "../../../schemas/diagnostic";
import { useMessages } from "../i18n/context";
import { APP } from "../i18n/messages";

export function Diagnostics({ file, diagnostics }: { file: string; diagnostics: readonly Diagnostic[] }) {
  const a = useMessages(APP);
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  return (
    <section className="diagnostics" role="alert" aria-labelledby="diagnostics-title">
      <h2 id="diagnostics-title">{a.fileHasErrors(file, errors)}</h2>
      <ol data-testid="diagnostics">
        {diagnostics.map((d, i) => (
          <li key={i} data-code={d.code} className={`diagnostic ${d.severity}`}>
            <code>
              {d.file}:{d.line}:{d.column}
            </code>{" "}
            <strong>
              {d.severity}[{d.code}]
            </strong>
            : {d.message}
            {d.help && <div className="help">help: {d.help}</div>}
          </li>
        ))}
      </ol>
    </section>
  );
}
