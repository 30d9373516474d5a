// `clue-compile simulate <edition> --games N --seed S [--players P] [--bots L[,L...]] [--json]`: the command's
// options and output. The compiler stays out of this folder: `compiler/cli.ts` hands in `load`, which reads
// and compiles the edition, and this file plays it.
import { accessSync, constants, existsSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { setFlagsFromString } from "node:v8";
import { Command, Option } from "commander";
import type { CompiledEdition } from "../../schemas/graph";
import { escapeControls } from "./escape";
import { progressBar } from "./progress";
import { formatNumber, formatPercent } from "../../i18n/format";
import { LANGS, type Lang } from "../../i18n/lang";
import { writeReport } from "./report";
import { WORDS } from "./words";
import {
  emptyTally,
  LEVELS,
  playRange,
  summarize,
  unfinishedWarning,
  type SimulateOptions,
  type SimulationResult,
  type Tally,
} from "./simulate";
import { mark, otherThreadsCpu, printTiming, threadClock, type ThreadTiming } from "./timing";
import { startWorkers, workerCount, type Pool } from "./workers";

/** What the command line gives: the compiled edition, or why there is none (2: unreadable, 1: errors). */
type Loaded = { compiled: CompiledEdition } | { unreadable: string } | { errors: string };

export interface SimulateHost {
  load: (arg: string) => Loaded;
  /** The report's language when `--lang` is not given (the CLI's: from the environment's locale). */
  lang: Lang;
  /** @font-face rules that draw a text's Japanese, for the report (the compiler's font cutter). */
  fontCss?: (text: string) => Promise<string>;
}

/** A whole number of at least `min` from an option's text, or why not, in `lang`. */
function integer(name: string, min: number, value: string, lang: Lang): number | { refused: string } {
  const n = Number(value);
  if (!/^-?\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < min)
    return { refused: WORDS[lang].wholeNumber(name, min > -Infinity ? min : null, value) };
  return n;
}

function resultText(r: SimulationResult, lang: Lang): string {
  const w = WORDS[lang];
  const n = (x: number, digits = 0) => formatNumber(lang, x, digits);
  const pct = (x: number) => formatPercent(lang, x / Math.max(1, r.games), 1);
  const levels = Object.entries(r.winsByLevel).map(([l, wins]) => w.runLevel(l, n(wins)));
  // The result's figures carry their own decimals (two at most): each is written with as many.
  const decimals = (x: number) => n(x, (String(x).split(".")[1] ?? "").length);
  return [
    w.runHead(r.edition, n(r.games), r.players, r.bots, r.seed),
    w.runSeats(r.winsBySeat.map((wins, i) => w.runSeat(i + 1, n(wins), pct(wins))).join(w.runSep)),
    w.runLevels(levels.join(w.runSep), n(r.noWinner)),
    w.runWrong(n(r.wrongAccusations), decimals(r.suggestions.mean)),
    w.runTurns(decimals(r.turns.mean), decimals(r.turns.p50), n(r.turns.max)),
    w.runSpeed(n(r.elapsedMs), n(r.gamesPerSecond)),
  ].join("\n");
}

/** Why the report could not be written, said before any game is played (a late failure loses every result). */
function reportPathProblem(file: string, lang: Lang): string | undefined {
  const w = WORDS[lang];
  const path = resolve(file);
  if (existsSync(path) && statSync(path).isDirectory()) return w.reportIsFolder(file);
  const dir = dirname(path);
  if (!existsSync(dir)) return w.reportNoFolder(file, dir);
  try {
    accessSync(existsSync(path) ? path : dir, constants.W_OK);
  } catch {
    return w.reportNoPermission(file);
  }
  return undefined;
}

function playAlone(compiled: CompiledEdition, o: SimulateOptions, timings: ThreadTiming[], onGame?: () => void): Tally {
  const clock = threadClock("main");
  clock.begin();
  const t = playRange(compiled, o, 0, o.games, emptyTally(compiled, o), () => {
    clock.game();
    onGame?.();
  });
  timings.push(clock.end());
  return t;
}

export function registerSimulate(program: Command, host: SimulateHost): void {
  program
    .command("simulate")
    .description("play seeded games between computer players and report wins, turns and suggestions")
    .argument("<edition>", "an edition.yaml or its folder")
    .requiredOption("--games <n>", "how many games (required)")
    .requiredOption("--seed <s>", "the run's seed: the same seed gives the same games (required)")
    .option("--players <p>", "seats in each game (default: 4, within the edition's range)")
    .addOption(
      new Option(
        "--bots <level>",
        `one level for all seats, or one per seat, comma-separated (${LEVELS.join(", ")})`,
      ).default("random"),
    )
    .option("--workers <n>", "play on this many threads, at most one per core (default 1; the result is the same)")
    .option("--report <file>", "also write a balance report, an HTML page")
    .addOption(new Option("--lang <lang>", "the language of the summary, the refusals and the report").choices(LANGS))
    .option("--json", "print one JSON object")
    .action(
      async (
        arg: string,
        opts: {
          games: string;
          seed: string;
          players?: string;
          bots: string;
          workers?: string;
          report?: string;
          lang?: Lang;
          json?: boolean;
        },
        cmd: Command,
      ) => {
        let pool: Pool | undefined;
        const lang = opts.lang ?? host.lang;
        const w = WORDS[lang];
        const usage = (message: string): never => {
          pool?.stop();
          return cmd.error(w.error(escapeControls(message)), { exitCode: 2, code: "clue.usage" });
        };
        const parse = (name: string, min: number, value: string): number => {
          const n = integer(name, min, value, lang);
          return typeof n === "number" ? n : usage(n.refused);
        };
        const games = parse("--games", 1, opts.games);
        const seed = parse("--seed", -Infinity, opts.seed);
        const bots = opts.bots.split(",").map((b) => b.trim());
        for (const b of bots) if (!LEVELS.includes(b)) usage(w.unknownLevel(b, LEVELS.join(w.runSep)));
        const asked = opts.workers === undefined ? 1 : parse("--workers", 1, opts.workers);
        if (opts.report) {
          const problem = reportPathProblem(opts.report, lang);
          if (problem) usage(problem);
        }
        const workers = workerCount(asked, games);
        const began = mark("command began (CLI loaded)");
        // Each thread's V8 optimizes the engine and the bots again on its helper threads (workers.ts), mostly by
        // inlining big functions into bigger ones. A smaller inlining budget (200 bytes of bytecode instead of 920)
        // cut that CPU by a third, for one thread and for two, where it takes their cores; the games took no longer.
        // (It also has optimized code ready sooner, which a short run's first games play on.)
        setFlagsFromString("--max-inlined-bytecode-size-cumulative=200");
        // Young-generation collections on the playing thread alone when threads play on every core: the games
        // keep little alive, so V8's parallel scavenge spent more CPU on its helper threads (about 0.3 s per
        // 10,000 classic games) than it saved the thread, and with a thread per core that CPU is taken from a
        // thread that plays. With one thread (the default) the helpers run on a core the games leave idle, and
        // what the parallel scavenge saves the thread shortens the run (issue 30). Read at each collection, so
        // it can be set now (--single-threaded-gc can not: V8 stops at exit when it is).
        if (workers > 1) setFlagsFromString("--no-parallel-scavenge");
        // Started before the compile, so that their start overlaps it (workers.ts).
        if (workers > 1) pool = startWorkers(workers);
        const loaded = host.load(arg);
        if ("unreadable" in loaded) return usage(loaded.unreadable);
        if ("errors" in loaded) {
          pool?.stop();
          process.stderr.write(loaded.errors + "\n");
          process.exitCode = 1;
          return;
        }
        const { compiled } = loaded;
        const { min, max } = compiled.edition.players;
        let players = Math.min(max, Math.max(min, 4));
        if (opts.players !== undefined) {
          players = parse("--players", 1, opts.players);
          if (players < min || players > max)
            usage(w.playersRange(compiled.edition.locales[lang]?.name ?? compiled.edition.name, min, max, players));
        }
        if (bots.length > 1 && bots.length !== players) usage(w.botsCount(bots.length, players));
        const o = { games, seed, players, bots };
        // A bar only where a person watches: a TTY, and not when the output is for a program.
        const bar = !opts.json && process.stderr.isTTY === true ? progressBar(games, process.stderr) : undefined;
        const ready = mark("edition read and compiled");
        const othersBefore = otherThreadsCpu();
        const start = performance.now();
        const threads: ThreadTiming[] = [];
        const tally = pool
          ? await pool.run(compiled, o, bar?.tick, threads)
          : playAlone(compiled, o, threads, bar?.tick);
        bar?.done();
        const played = mark("games played");
        const r = summarize(compiled, o, tally, performance.now() - start);
        const warnings = tally.unfinished > 0 ? [unfinishedWarning(tally.unfinished, games, lang)] : [];
        if (opts.report) await writeReport(opts.report, compiled, r, tally, warnings, lang, host.fontCss);
        for (const text of warnings) process.stderr.write(w.warning(text) + "\n");
        process.stdout.write((opts.json ? JSON.stringify(r) : escapeControls(resultText(r, lang))) + "\n");
        printTiming([began, ready, played, mark("result printed")], threads, othersBefore);
      },
    );
}
