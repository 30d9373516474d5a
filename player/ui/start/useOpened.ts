// The state of an edition opened from files: compiling, refused (too big, not an edition, or with
// diagnostics), or compiled.
import { useState } from "react";
import type { Diagnostic } from "../../../schemas/diagnostic";
import type { CompiledEdition } from "../../../schemas/graph";
import { compileInWorker } from "../worker/compile-service";
import { EDITION_MAX_BYTES, inputFromFiles, readFiles, tooBig } from "./open-files";

export type Opened =
  | { kind: "none" }
  | { kind: "compiling" }
  | { kind: "unreadable"; file: string }
  | { kind: "too-big"; file: string; limit: number }
  | { kind: "not-edition"; file: string }
  | { kind: "errors"; file: string; diagnostics: Diagnostic[] }
  | { kind: "compiled"; file: string; compiled: CompiledEdition };

export function useOpened(): [Opened, (files: FileList | readonly File[]) => void] {
  const [opened, setOpened] = useState<Opened>({ kind: "none" });
  const open = (list: FileList | readonly File[]) => {
    const name = [...list][0]?.name ?? "?";
    const big = tooBig([...list]);
    if (big !== null) return setOpened({ kind: "too-big", file: big, limit: EDITION_MAX_BYTES });
    setOpened({ kind: "compiling" });
    readFiles(list)
      .then(async (files) => {
        const input = inputFromFiles(files);
        if (!input) return setOpened({ kind: "not-edition", file: name });
        const r = await compileInWorker(
          input,
          files.map((f) => ({ file: f.name, text: f.text })),
        );
        if (r.crash !== undefined) return setOpened({ kind: "unreadable", file: input.file });
        if (!r.compiled) return setOpened({ kind: "errors", file: input.file, diagnostics: r.diagnostics });
        setOpened({ kind: "compiled", file: input.file, compiled: r.compiled });
      })
      .catch(() => setOpened({ kind: "unreadable", file: name }));
  };
  return [opened, open];
}
