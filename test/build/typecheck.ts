// Type-check files with the TypeScript API under --strict (and this project's stricter flags), in a
// temporary folder of their own: faster than a tsc process per file, and the same compiler. The standard
// library's declarations are parsed once per process, not once per check, and never checked themselves
// (skipLibCheck: they are TypeScript's, and checking them was nine tenths of a check's CPU); the files
// given are .ts, checked in full.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import ts from "typescript";

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noUncheckedIndexedAccess: true,
  exactOptionalPropertyTypes: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  types: [],
  lib: ["lib.es2022.d.ts"],
};
const LIB = dirname(ts.getDefaultLibFilePath(OPTIONS));
const libFiles = new Map<string, ts.SourceFile | undefined>();
const host = ts.createCompilerHost(OPTIONS);
const read = host.getSourceFile.bind(host);
host.getSourceFile = (file, version, onError, create) => {
  if (!file.startsWith(LIB)) return read(file, version, onError, create);
  if (!libFiles.has(file)) libFiles.set(file, read(file, version, onError, create));
  return libFiles.get(file);
};

export function typeErrors(files: Record<string, string>): string[] {
  const dir = mkdtempSync(join(tmpdir(), "clue-emit-"));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const program = ts.createProgram(Object.keys(files).map((f) => join(dir, f)), OPTIONS, host);
    return ts.getPreEmitDiagnostics(program).map((d) => `${d.file?.fileName.slice(dir.length + 1) ?? ""}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
