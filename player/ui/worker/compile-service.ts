// The page's services in a Worker of their own, started on first use and kept: compiling the built-in
// editions and the files a player opens (read back with editionFromJson, which derives the graph again),
// and parsing rules text. The computer players have a Worker per game (worker-runner.ts).
import type { Diagnostic } from "../../../schemas/diagnostic";
import { editionFromJson } from "../../../edition/serialize";
import type { CompiledEdition } from "../../../schemas/graph";
import type { EditionFiles } from "../../../schemas/input";
import type { MdToken } from "../rules/tokens";
import { pageWorker, type PageWorker } from "./worker";

let shared: PageWorker | null = null;
const service = () => (shared ??= pageWorker());

export async function compileInWorker(
  input: EditionFiles,
  opened: { file: string; text: string }[] = [],
): Promise<{ compiled?: CompiledEdition; diagnostics: Diagnostic[]; crash?: string }> {
  const r = await service().ask({ kind: "compile", input, opened });
  if (r.kind !== "compiled") throw new Error("unexpected answer");
  if (r.result.crash !== undefined) return { diagnostics: [], crash: r.result.crash };
  const c = r.result.edition ? editionFromJson(r.result.edition) : null;
  return c && !("error" in c)
    ? { compiled: c, diagnostics: r.result.diagnostics }
    : { diagnostics: r.result.diagnostics };
}

export async function builtinsInWorker(): Promise<{ key: string; compiled: CompiledEdition }[]> {
  const r = await service().ask({ kind: "builtins" });
  if (r.kind !== "builtins") return [];
  return r.editions.flatMap((e) => {
    const c = editionFromJson(e.edition);
    return "error" in c ? [] : [{ key: e.id, compiled: c }];
  });
}

/** The rules panel's `parse`: markdown-it in the Worker, so the page's script does without it. */
export async function markdownInWorker(text: string): Promise<MdToken[]> {
  const r = await service().ask({ kind: "markdown", text });
  if (r.kind !== "markdown") throw new Error("unexpected answer");
  return r.tokens;
}
