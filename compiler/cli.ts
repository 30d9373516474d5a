// `clue-compile`: the command line. Exit codes: 0 clean (warnings allowed), 1 the edition has errors,
// 2 bad usage or unreadable input. No stack trace reaches a user for a bad edition.
import { readFileSync, watch } from "node:fs";
import { dirname, join } from "node:path";
import { Command, CommanderError, Option } from "commander";
import { CATALOGUE, isCode } from "./catalogue";
import { compile, type CompileResult } from "./compile";
import { hasErrors, type Diagnostic } from "./diagnostics";
import { closest } from "./didyoumean";
import { commanderText } from "./commander-words";
import { differences } from "./diff";
import { builtinDir, readEdition, UnreadableError, editionPath } from "./files";
import { escapeControls, jsonText } from "./escape";
import { formatText, summary } from "./format";
import { inspect } from "./inspect";
import { createEdition } from "./new";
import { registerServe } from "./serve";
import { registerSimulate } from "../player/simulate/command";
import { say } from "./words";
import { CATALOGUE_JA } from "./words/ja/catalogue";
import { chooseLang, langOfEnv, langOfLocale } from "../i18n/choose";
import { editionText } from "../edition/text";
import { isLang, LANGS, type Lang } from "../i18n/lang";
import { isWorker, runWorker } from "../player/simulate/workers";

const color = !process.env.NO_COLOR && process.stdout.isTTY === true;
const EXIT = { ok: 0, errors: 1, usage: 2 } as const;
/** The language of what the commands say: `--lang`, else the environment's locale (LC_ALL, LANG, ...). */
const ENV_LANG = chooseLang({ system: langOfEnv(process.env) });
const langOption = () =>
  new Option("--lang <lang>", "the language of messages (default: from LC_ALL / LC_MESSAGES / LANG)").choices(LANGS);
const langOf = (opts: { lang?: string }): Lang => (isLang(opts.lang) ? opts.lang : ENV_LANG);

interface Outcome {
  arg: string;
  result?: CompileResult;
  unreadable?: string;
}

function run(arg: string, lang: Lang = ENV_LANG): Outcome {
  try {
    return { arg, result: compile({ ...readEdition(arg), lang }) };
  } catch (e) {
    if (e instanceof UnreadableError) return { arg, unreadable: e.said[lang] };
    throw e;
  }
}

function unreadableDiagnostic(o: Outcome, lang: Lang): Diagnostic {
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
    help: say.cli.unreadableHelp[lang],
  };
}

function report(
  outcomes: Outcome[],
  format: string,
  out: NodeJS.WriteStream = process.stdout,
  lang: Lang = ENV_LANG,
): number {
  const diagnostics = outcomes.flatMap((o) => (o.result ? o.result.diagnostics : [unreadableDiagnostic(o, lang)]));
  if (format === "json") out.write(jsonText({ ok: !hasErrors(diagnostics), diagnostics }) + "\n");
  else {
    const sources = outcomes.flatMap((o) => o.result?.sources ?? []);
    const text = formatText(diagnostics, sources, color);
    if (text) out.write(text + "\n");
    const names = outcomes.map((o) => o.result?.source.file ?? o.arg).join(", ");
    out.write(`${hasErrors(diagnostics) ? "✗" : "✓"} ${escapeControls(names)}: ${summary(diagnostics, lang)}\n`);
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
  process.stderr.write(`${say.cli.watching[ENV_LANG]}\n`);
}

const program = new Command("clue-compile")
  .description("Check, inspect and build Clue Kit editions.")
  .version(
    (JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string }).version,
    "-V, --version",
    "print the version of clue-compile",
  )
  .showSuggestionAfterError(true)
  .configureOutput({ outputError: (text, write) => write(commanderText(text, ENV_LANG)) })
  .exitOverride();

program
  .command("check")
  .description("check editions and report every problem with its place and a fix")
  .argument("<edition...>", "edition.yaml files or the folders that hold them")
  .addOption(new Option("--format <format>", "output format").choices(["text", "json"]).default("text"))
  .option("--watch", "check again whenever a file changes")
  .addOption(langOption())
  .action((args: string[], opts: { format: string; watch?: boolean; lang?: string }) => {
    const lang = langOf(opts);
    const check = (arg: string) => run(arg, lang);
    const once = () => report(args.map(check), opts.format, process.stdout, lang);
    if (opts.watch) {
      // A path that is not there is a mistake to say at once (exit 2), not a folder to watch forever.
      const first = args.map(check);
      if (first.some((o) => o.unreadable !== undefined)) {
        process.exitCode = report(first, opts.format, process.stdout, lang);
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
  .addOption(langOption())
  .action((a: string, b: string, opts: { json?: boolean; lang?: string }) => {
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
      // In the language asked for, else the environment's when it names a locale, else the edition's own;
      // names as that language's locale gives them.
      const own = langOfLocale(eb.locale) ?? "en";
      const l = chooseLang({ asked: opts.lang, system: langOfEnv(process.env), otherwise: own });
      const lines = d.text[l] ?? d.text.en ?? [];
      const [nb, na] = [eb, ea].map((e) => editionText(e, l).name);
      process.stdout.write(
        lines.length === 0
          ? `${say.cli.playsAs(String(nb), String(na))[l]}\n`
          : `${say.cli.differsFrom(String(nb), String(na))[l]}\n${lines.map((x) => `- ${x}`).join("\n")}\n`,
      );
    }
  });

program
  .command("explain")
  .description("explain a diagnostic code")
  .argument("<code>", "a code such as DOOR_NOT_ON_ROOM_EDGE")
  .addOption(langOption())
  .action((code: string, opts: { lang?: string }) => {
    const lang = langOf(opts);
    const upper = code.toUpperCase();
    if (!isCode(upper)) {
      const near = closest(upper, Object.keys(CATALOGUE));
      const hint = near === undefined ? say.cli.seeCatalogue : say.cli.didYouMean(near);
      process.stderr.write(`clue-compile: ${say.cli.unknownCode(escapeControls(code))[lang]}; ${hint[lang]}\n`);
      process.exitCode = EXIT.usage;
      return;
    }
    const e = lang === "ja" ? { ...CATALOGUE[upper], ...CATALOGUE_JA[upper] } : CATALOGUE[upper];
    process.stdout.write(`${say.cli.explainHead(upper, e.severity, e.title)[lang]}\n\n${e.explain}\n`);
  });

program
  .command("new")
  .description("start a new edition in variants/<id>/, copied from an existing one")
  .argument("<id>", "the new edition's id (lowercase kebab-case)")
  .option("--from <edition>", "the edition to start from: a path, or an id such as classic", "classic")
  .option("--dir <dir>", "the folder that holds the editions", "variants")
  .action((id: string, opts: { from: string; dir: string }) => {
    const r = createEdition(id, opts.from, opts.dir, ENV_LANG);
    if ("error" in r) {
      process.stderr.write(`clue-compile: ${r.error}\n`);
      process.exitCode = EXIT.usage;
    } else process.stdout.write(`${say.run.created(r.path)[ENV_LANG]}\n`);
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
    process.exitCode = await runBuild(args, opts, (arg, result) => report([{ arg, result }], "text"), ENV_LANG);
  });

// The one place compiler and player meet for `simulate`: the compiler reads the edition, player/simulate plays it.
registerSimulate(program, {
  lang: ENV_LANG,
  fontCss: async (text) => (await import("./japanese-font")).japaneseFontCss(text),
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
          return { input, result: compile({ ...input, lang: ENV_LANG }) };
        } catch (e) {
          if (e instanceof UnreadableError) return { unreadable: e.said[ENV_LANG] };
          throw e;
        }
      },
      report: (a, result) => report([{ arg: a, result }], "text"),
      lang: ENV_LANG,
    });
  });
registerServe(program, EXIT, ENV_LANG);

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
