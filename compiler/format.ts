// Printing diagnostics: `file:line:col: error[CODE]: message`, a code frame, and `help:` lines.
import { codeFrameColumns } from "@babel/code-frame";
import { createColors } from "picocolors";
import type { Diagnostic } from "./diagnostics";
import { escapeControls, pictureControls } from "./escape";
import type { Source } from "./load";
import { say } from "./words";
import type { Lang } from "../i18n/lang";

export function formatText(ds: readonly Diagnostic[], sources: readonly Source[], color: boolean): string {
  const c = createColors(color);
  const byFile = new Map(sources.map((s) => [s.file, s.text]));
  return ds
    .map((d) => {
      const sev = d.severity === "error" ? c.red(c.bold("error")) : c.yellow(c.bold("warning"));
      // An edition's own text is escaped before any colour is added: no edition writes to the terminal.
      const head = `${c.bold(`${escapeControls(d.file)}:${d.line}:${d.column}`)}: ${sev}${c.dim(`[${d.code}]`)}: ${escapeControls(d.message)}`;
      const text = pictureControls(byFile.get(d.file) ?? "");
      const frame = text
        ? codeFrameColumns(
            text,
            {
              start: { line: d.line, column: d.column },
              // A span over many lines (a whole mapping) is shown by its first line only.
              end:
                d.endLine === d.line || d.endLine > d.line + 2
                  ? { line: d.line, column: Math.max(d.column + 1, d.endLine === d.line ? d.endColumn : 0) }
                  : { line: d.endLine, column: d.endColumn },
            },
            { highlightCode: false, forceColor: color, linesAbove: 1, linesBelow: 1 },
          )
        : "";
      const help = d.help ? `\n  ${c.cyan("help:")} ${escapeControls(d.help)}` : "";
      return `${head}\n${frame}${help}\n`;
    })
    .join("\n");
}

/** "2 errors, 1 warning" in the reader's language. */
export function summary(ds: readonly Diagnostic[], lang: Lang = "en"): string {
  const errors = ds.filter((d) => d.severity === "error").length;
  return say.cli.summary(errors, ds.length - errors)[lang];
}
