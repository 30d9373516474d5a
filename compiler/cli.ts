// `clue-compile`: the command line. Exit codes: 0 clean (warnings allowed), 1 the edition has errors,
// 2 bad usage or unreadable input. No stack trace reaches a user for a bad edition.
import { readFileSync, watch } from "node:fs";
import { dirname, join } from "node:path";
import { Command, CommanderError, Option } from "commander";
import { CATALOGUE, isCode } from "./catalogue";
import { compile, type CompileResult } from "./compile";
import { hasErrors, type Diagnostic } from "./diagnostics";
import { didYouMean } from "./didyoumean";
import { differences } from "./diff";
import { builtinDir, readEdition, UnreadableError, editionPath } from "./files";
import { escapeControls, jsonText } from "./escape";
import { formatText, summary } from "./format";
import { inspect } from "./inspect";
import { createEdition } from "./new";
import { registerServe } from "./serve";
import { registerSimulate } from "../player/simulate/command";
import { isWorker, runWorker } from "../player/simulate/workers";

const color = !process.env.NO_COLOR && process.stdout.isTTY === true;
const EXIT = { ok: 0, errors: 1, usage: 2 } as const;

interface Outcome {
  arg: string;
  result?: CompileResult;
  unreadable?: string;
}

function run(arg: string): Outcome {
  try {
    return { arg, result: compile(readEdition(arg)) };
  } catch (e) {
    if (e instanceof UnreadableError) return { arg, unreadable: e.message };
    throw e;
  }
}

function unreadableDiagnostic(o: Outcome): Diagnostic {
  return {
    code: "FILE_UNREADABLE",
    severity: "error",
    message: o.unreadable ?? "",
    file: o.arg,
    line: 1,
    column: 1,
    endLine: 1,
    endColumn: 1,
    path: "",
    help: "give the path of an edition.yaml or of the folder that holds it",
  };
}

function report(outcomes: Outcome[], format: string, out: NodeJS.WriteStream = process.stdout): number {
  const diagnostics = outcomes.flatMap((o) => (o.result ? o.result.diagnostics : [unreadableDiagnostic(o)]));
  if (format === "json") out.write(jsonText({ ok: !hasErrors(diagnostics), diagnostics }) + "\n");
  else {
    const sources = outcomes.flatMap((o) => o.result?.sources ?? []);
    const text = formatText(diagnostics, sources, color);
    if (text) out.write(text + "\n");
    const names = outcomes.map((o) => o.result?.source.file ?? o.arg).join(", ");
    out.write(`${hasErrors(diagnostics) ? "✗" : "✓"} ${escapeControls(names)}: ${summary(diagnostics)}\n`);
  }
  if (outcomes.some((o) => o.unreadable)) return EXIT.usage;
  return hasErrors(diagnostics) ? EXIT.errors : EXIT.ok;
}

function watchAndRepeat(args: string[], once: () => void): void {
  let timer: NodeJS.Timeout | undefined;
  const again = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      try {
        once();
      } catch (e) {
        process.stderr.write(`clue-compile: internal error while checking: ${(e as Error).message}\n`);
      }
    }, 40);
  };
  for (const arg of args) {
    let dir: string;
    try {
      dir = dirname(editionPath(arg));
    } catch {
      continue;
    }
    // An edition that extends another changes when its parent does: watch each folder of the chain.
    const parents = (run(arg).result?.chain ?? []).slice(0, -1).map((c) => dirname(c.file));
    for (const d of [dir, join(dir, "locales"), ...parents]) {
      try {
        watch(d, { persistent: true }, again);
      } catch {
        // A folder that does not exist yet (locales/) is simply not watched.
      }
    }
  }
  process.stderr.write("watching for changes; Ctrl-C to stop\n");
}

const program = new Command("clue-compile")
  .description("Check, inspect and build Clue Kit editions.")
  .version(
    (JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string }).version,
    "-V, --version",
    "print the version of clue-compile",
  )
  .showSuggestionAfterError(true)
  .exitOverride();

program
  .command("check")
  .description("check editions and report every problem with its place and a fix")
  .argument("<edition...>", "edition.yaml files or the folders that hold them")
  .addOption(new Option("--format <format>", "output format").choices(["text", "json"]).default("text"))
  .option("--watch", "check again whenever a file changes")
  .action((args: string[], opts: { format: string; watch?: boolean }) => {
    const once = () => report(args.map(run), opts.format);
    if (opts.watch) {
      // A path that is not there is a mistake to say at once (exit 2), not a folder to watch forever.
      const first = args.map(run);
      if (first.some((o) => o.unreadable !== undefined)) {
        process.exitCode = report(first, opts.format);
        return;
      }
      // Watch first, so that no change made while the first check runs goes unseen.
      watchAndRepeat(args, once);
    }
    const code = once();
    if (!opts.watch) process.exitCode = code;
  });

program
  .command("inspect")
  .description("print the compiled facts of an edition")
  .argument("<edition>", "an edition.yaml or its folder")
  .option("--json", "print JSON (the only format for now)")
  .action((arg: string) => {
    const o = run(arg);
    if (!o.result?.compiled) {
      process.exitCode = report([o], "text", process.stderr);
      return;
    }
    const base = run(join(builtinDir(), "classic")).result?.compiled?.edition;
    process.stdout.write(jsonText(inspect(o.result.compiled, { chain: o.result.chain, base }), 2) + "\n");
  });

program
  .command("diff")
  .description("say how edition <b> differs from edition <a>, in <b>'s own terms")
  .argument("<a>", "the edition compared against, such as variants/classic")
  .argument("<b>", "the edition described")
  .option("--json", "print the differences as data, with their sentences in each of <b>'s languages")
  .action((a: string, b: string, opts: { json?: boolean }) => {
    const [oa, ob] = [run(a), run(b)];
    const ea = oa.result?.compiled?.edition;
    const eb = ob.result?.compiled?.edition;
    if (!ea || !eb) {
      process.exitCode = report(
        [oa, ob].filter((o) => !o.result?.compiled),
        "text",
        process.stderr,
      );
      return;
    }
    const d = differences(ea, eb);
    if (opts.json) process.stdout.write(JSON.stringify(d, null, 2) + "\n");
    else {
      const lines = d.text[eb.locale === "ja" ? "ja" : "en"] ?? [];
      process.stdout.write(
        lines.length === 0
          ? `${eb.name} plays as ${ea.name} does.\n`
          : `How ${eb.name} differs from ${ea.name}:\n${lines.map((l) => `- ${l}`).join("\n")}\n`,
      );
    }
  });

program
  .command("explain")
  .description("explain a diagnostic code")
  .argument("<code>", "a code such as DOOR_NOT_ON_ROOM_EDGE")
  .action((code: string) => {
    const upper = code.toUpperCase();
    if (!isCode(upper)) {
      process.stderr.write(
        `clue-compile: unknown code ${code}; ${didYouMean(upper, Object.keys(CATALOGUE)) ?? "see compiler/catalogue.ts"}\n`,
      );
      process.exitCode = EXIT.usage;
      return;
    }
    const e = CATALOGUE[upper];
    process.stdout.write(`${upper} (${e.severity}): ${e.title}\n\n${e.explain}\n`);
  });

program
  .command("new")
  .description("start a new edition in variants/<id>/, copied from an existing one")
  .argument("<id>", "the new edition's id (lowercase kebab-case)")
  .option("--from <edition>", "the edition to start from: a path, or an id such as classic", "classic")
  .option("--dir <dir>", "the folder that holds the editions", "variants")
  .action((id: string, opts: { from: string; dir: string }) => {
    const r = createEdition(id, opts.from, opts.dir);
    if ("error" in r) {
      process.stderr.write(`clue-compile: ${r.error}\n`);
      process.exitCode = EXIT.usage;
    } else process.stdout.write(`created ${r.path}\n`);
  });

program
  .command("build")
  .description("build editions into dist/<id>/: index.html (plays offline), edition.json, edition.ts, board.svg")
  .argument("<edition...>", "edition.yaml files or the folders that hold them")
  .option("--out <dir>", "the folder to write into (with several editions: the folder that holds one per id)")
  .option("--watch", "build again whenever a file of the edition changes")
  .option("--site", "also write the editor and an index page linking every build (what `npm run build` does)")
  .addOption(new Option("--player <html>", "bake into this player page instead of building player/ui").hideHelp())
  .action(async (args: string[], opts: { out?: string; watch?: boolean; player?: string; site?: boolean }) => {
    // Loaded only for `build`: the emitters bring ts-morph, jsdom and Vite with them.
    const { runBuild } = await import("./build-run");
    process.exitCode = await runBuild(args, opts, (arg, result) => report([{ arg, result }], "text"));
  });

// The one place compiler and player meet for `simulate`: the compiler reads the edition, player/simulate plays it.
registerSimulate(program, {
  load(arg) {
    const o = run(arg);
    if (o.unreadable !== undefined) return { unreadable: o.unreadable };
    const r = o.result as CompileResult;
    return r.compiled ? { compiled: r.compiled } : { errors: formatText(r.diagnostics, r.sources, false) };
  },
});
program
  .command("print")
  .description("write an edition's print-and-play kit as one PDF: board, cards, notepad, pieces, rules")
  .argument("<edition>", "an edition.yaml or its folder")
  .addOption(new Option("--paper <paper>", "the paper size").choices(["a4", "letter"]).default("a4"))
  .option("--lang <code>", "one of the edition's languages (its own by default)")
  .option("--out <file.pdf>", "the file to write (default dist/<id>/print-<paper>.pdf)")
  .action(async (arg: string, opts: { paper: string; lang?: string; out?: string }) => {
    // Loaded only for `print`: the PDF library and the fonts are of no use to any other command.
    const { runPrint } = await import("./print-run");
    process.exitCode = await runPrint(arg, opts, {
      load(a) {
        try {
          const input = readEdition(a);
          return { input, result: compile(input) };
        } catch (e) {
          if (e instanceof UnreadableError) return { unreadable: e.message };
          throw e;
        }
      },
      report: (a, result) => report([{ arg: a, result }], "text"),
    });
  });
registerServe(program, EXIT);

try {
  if (isWorker()) runWorker();
  else await program.parseAsync();
} catch (e) {
  if (e instanceof CommanderError) process.exitCode = e.exitCode === 0 ? 0 : EXIT.usage;
  else {
    process.stderr.write(`clue-compile: internal error: ${(e as Error).message}\n`);
    process.exitCode = EXIT.usage;
  }
}
