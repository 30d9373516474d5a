// The Worker: keeps the edition it is sent and answers each state (whole, or the actions since the
// last: state-sync.ts) with the bot's action (and each
// view with the seat's notebook, so the exact count never runs on the page's thread); compiles
// edition files (and the built-in editions) with the compiler's browser-safe phases; parses rules text.
import { compile, pageParents, type EditionInput, type PageFile } from "../../../compiler/compile";
import { editionFromJson, editionToJson } from "../../../edition/serialize";
import { parseMarkdown } from "../rules/parse";
import { BUILTINS } from "../setup/builtins";
import { engineFor } from "../../engine";
import { botChooser, notebookOf } from "../bots/chooser";
import type { CompiledEdition } from "../../../schemas/graph";
import type { Compiled, FromWorker, ToWorker } from "./protocol";
import { catchUp, type Held } from "./state-sync";

let choose: ReturnType<typeof botChooser> | null = null;
let compiled: CompiledEdition | null = null;
/** The game as the page last sent it (whole, or as actions since the copy before). */
let held: Held | null = null;
const reply = (m: FromWorker) => (self as unknown as { postMessage: (m: FromWorker) => void }).postMessage(m);

/** An `extends:` finds its parent among the built-in editions, or among the files opened with it. */
const builtinFiles: Record<string, PageFile> = Object.fromEntries(
  BUILTINS.map((b) => [b.id, { file: b.input.file, text: b.input.text }]),
);

function compileInput(input: EditionInput, opened: readonly PageFile[] = []): Compiled {
  try {
    const r = compile({ ...input, parent: pageParents({ builtins: builtinFiles, opened }) });
    return { diagnostics: r.diagnostics, edition: r.compiled ? editionToJson(r.compiled, { graph: false }) : null };
  } catch (e) {
    return { diagnostics: [], edition: null, crash: e instanceof Error ? e.message : String(e) };
  }
}

self.onmessage = (e: MessageEvent<ToWorker>) => {
  const m = e.data;
  if (m.kind === "edition") {
    const r = editionFromJson(m.edition);
    compiled = "error" in r ? null : r;
    choose = compiled ? botChooser(compiled) : null;
    held = null;
    return;
  }
  try {
    if (m.kind === "markdown") return reply({ kind: "markdown", id: m.id, tokens: parseMarkdown(m.text) });
    if (m.kind === "compile") return reply({ kind: "compiled", id: m.id, result: compileInput(m.input, m.opened) });
    if (m.kind === "builtins")
      return reply({
        kind: "builtins",
        id: m.id,
        editions: BUILTINS.flatMap((b) => {
          const r = compileInput(b.input);
          return r.edition ? [{ id: b.id, edition: r.edition }] : [];
        }),
      });
    if (!choose || !compiled) throw new Error("the Worker has no edition");
    if (m.kind === "notebook") return reply({ kind: "notebook", id: m.id, book: notebookOf(compiled, m.view) });
    if (m.kind === "choose") held = { sync: m.sync, state: m.state };
    else {
      const next = catchUp(engineFor(compiled), held, m.after, m.sync, m.actions);
      if ("error" in next) {
        held = null;
        return reply({ kind: "error", id: m.id, message: next.error });
      }
      held = next;
    }
    reply({ kind: "action", id: m.id, action: choose(held.state, m.seat) });
  } catch (err) {
    reply({ kind: "error", id: m.id, message: err instanceof Error ? err.message : String(err) });
  }
};
