// What `clue-compile` itself says around the diagnostics (compiler/cli.ts, files.ts), in English.

export const cliEn = {
  summary: (errors: number, warnings: number) =>
    `${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}`,
  noSuchPath: (arg: string) => `${arg}: no such file or folder`,
  noEditionInFolder: (arg: string) => `${arg}: the folder holds no edition.yaml`,
  notAFile: (path: string) => `${path}: not a file`,
  cannotRead: (path: string, why: string) => `${path}: ${why || "can not be read"}`,
  unreadableHelp: "give the path of an edition.yaml or of the folder that holds it",
  unknownCode: (code: string) => `unknown code ${code}`,
  seeCatalogue: "see compiler/catalogue.ts",
  didYouMean: (c: string) => `did you mean \`${c}\`?`,
  explainHead: (code: string, severity: "error" | "warning", title: string) => `${code} (${severity}): ${title}`,
  playsAs: (b: string, a: string) => `${b} plays as ${a} does.`,
  differsFrom: (b: string, a: string) => `How ${b} differs from ${a}:`,
  watching: "watching for changes; Ctrl-C to stop",
  checkFailed: (why: string) => `internal error while checking: ${why}`,
};
