// The state of an edition opened from files: compiling, refused with diagnostics, or compiled.
import { useState } from "react";
import type { Diagnostic } from "../../../compiler/diagnostics";
import type { CompiledEdition } from "../../../schemas/graph";
import { compileSafely, inputFromFiles, readFiles } from "./open-files";

export type Opened =
  | { kind: "none" }
  | { kind: "compiling" }
  | { kind: "unreadable"; file: string }
  | { kind: "errors"; file: string; diagnostics: Diagnostic[] }
  | { kind: "compiled"; file: string; compiled: CompiledEdition };

export function useOpened(): [Opened, (files: FileList) => void] {
  const [opened, setOpened] = useState<Opened>({ kind: "none" });
  const open = (list: FileList) => {
    setOpened({ kind: "compiling" });
    readFiles(list).then(
      (files) => {
        const input = inputFromFiles(files);
        if (!input) return setOpened({ kind: "unreadable", file: files[0]?.name ?? "?" });
        const r = compileSafely(input);
        if ("crash" in r) return setOpened({ kind: "unreadable", file: input.file });
        if (!r.compiled) return setOpened({ kind: "errors", file: input.file, diagnostics: r.diagnostics });
        setOpened({ kind: "compiled", file: input.file, compiled: r.compiled });
      },
      () => setOpened({ kind: "unreadable", file: list[0]?.name ?? "?" }),
    );
  };
  return [opened, open];
}
