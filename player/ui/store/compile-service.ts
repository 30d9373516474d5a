// Compiling in the Worker: the built-in editions and the files a player opens, read back with
// editionFromJson (which derives the board graph again).
import type { EditionInput } from "../../../compiler/compile";
import type { Diagnostic } from "../../../compiler/diagnostics";
import { editionFromJson } from "../../../compiler/serialize";
import type { CompiledEdition } from "../../../schemas/graph";
import { pageWorker } from "./worker";

export async function compileInWorker(input: EditionInput): Promise<{ compiled?: CompiledEdition; diagnostics: Diagnostic[]; crash?: string }> {
  const w = pageWorker();
  try {
    const r = await w.ask({ kind: "compile", input });
    if (r.kind !== "compiled") throw new Error("unexpected answer");
    if (r.result.crash !== undefined) return { diagnostics: [], crash: r.result.crash };
    const c = r.result.edition ? editionFromJson(r.result.edition) : null;
    return c && !("error" in c) ? { compiled: c, diagnostics: r.result.diagnostics } : { diagnostics: r.result.diagnostics };
  } finally {
    w.terminate();
  }
}

export async function builtinsInWorker(): Promise<{ key: string; compiled: CompiledEdition }[]> {
  const w = pageWorker();
  try {
    const r = await w.ask({ kind: "builtins" });
    if (r.kind !== "builtins") return [];
    return r.editions.flatMap((e) => {
      const c = editionFromJson(e.edition);
      return "error" in c ? [] : [{ key: e.id, compiled: c }];
    });
  } finally {
    w.terminate();
  }
}
