// `clue-compile serve`: the built pages and the game server on one port. The CLI composes the two: the
// compiler compiles the built-in editions from variants/, player/online plays them; an edition a host uploads
// is read by the compiled JSON reader, as the player reads an opened edition.json.
import type { Lang } from "../i18n/lang";
import { say } from "./words";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Command } from "commander";
import { editionFromJson, editionToJson } from "../edition/serialize";
import type { CompiledEdition } from "../schemas/graph";
import { compile } from "./compile";
import { builtinDir, readEdition } from "./files";

interface ServeFlags {
  port: string;
  host: string;
  data: string;
  redis?: string;
  dist?: string;
  public?: string;
}

/**
 * The game server's module: its own bundle beside the CLI's (bin/clue-compile.js writes both), or the
 * source when the CLI runs from source. A computed specifier, so the CLI's bundle does not take it in.
 */
async function onlineServer(): Promise<typeof import("../player/online/server")> {
  // A dead process's rooms are handed on after this many milliseconds without an answer (Colyseus's default 2 s).
  process.env.COLYSEUS_PRESENCE_SHORT_TIMEOUT ??= "1000";
  const bundled = new URL("./online.mjs", import.meta.url);
  const spec = existsSync(fileURLToPath(bundled))
    ? bundled.href
    : new URL("../player/online/server.ts", import.meta.url).href;
  return (await import(spec)) as typeof import("../player/online/server");
}

const BUILTINS = ["classic", "tower-of-terror", "the-office"];

function builtins(): Map<string, CompiledEdition> {
  const out = new Map<string, CompiledEdition>();
  for (const id of BUILTINS) {
    const r = compile(readEdition(join(builtinDir(), id)));
    if (r.compiled) out.set(r.compiled.edition.id, r.compiled);
  }
  return out;
}

/** `serve`; `lang` is the language of what it says on the console (the CLI's). */
export function registerServe(program: Command, exit: { usage: number }, lang: Lang = "en") {
  program
    .command("serve")
    .description("serve the built pages (dist/) and the game server for online play on one port")
    .option("--port <n>", "the port (0: any free one)", "4173")
    .option("--host <addr>", "the address to listen on", "127.0.0.1")
    .option("--data <dir>", "where the embedded server keeps each game's log", ".clue-data")
    .option("--redis <url>", "share the games with other processes through Redis (redis://host:port)")
    .option("--dist <dir>", "the built pages to serve (default: the project's dist/)")
    .option("--public <host:port>", "the address other processes' players reach this one at (with --redis)")
    .action(async (flags: ServeFlags) => {
      const port = Number(flags.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535) {
        process.stderr.write(`clue-compile serve: ${say.run.badPort(flags.port)[lang]}\n`);
        process.exitCode = exit.usage;
        return;
      }
      const root = fileURLToPath(new URL("..", import.meta.url));
      const dist = resolve(flags.dist ?? join(root, "dist"));
      const play = join(root, "build", "player", "index.html");
      if (!existsSync(join(dist, "index.html"))) process.stderr.write(`${say.run.noIndex(dist)[lang]}\n`);
      const { startServer } = await onlineServer();
      try {
        const running = await startServer({
          port,
          host: flags.host,
          data: resolve(flags.data),
          redis: flags.redis,
          dist,
          pages: existsSync(play) ? new Map([["play", play]]) : undefined,
          publicAddress: flags.public,
          editions: {
            builtins: builtins(),
            compileUpload(yaml) {
              // Text only: an uploaded edition reads no files (no art from disk, no `extends:` of another).
              const r = compile({ file: "edition.yaml", text: yaml });
              if (r.compiled) return { json: editionToJson(r.compiled) };
              const errors = r.diagnostics.filter((d) => d.severity === "error");
              return {
                code: "EDITION_ERRORS",
                message: `the edition has ${errors.length} error(s); the first: ${errors[0]?.message ?? "?"}`,
                diagnostics: r.diagnostics,
              };
            },
            readUpload(json) {
              const r = editionFromJson(json);
              return "error" in r
                ? { code: "EDITION_INVALID", message: `the edition file is refused: ${r.error}` }
                : { compiled: r };
            },
          },
        });
        const where = flags.redis ? say.run.sharedThrough(flags.redis) : say.run.keptIn(resolve(flags.data));
        process.stdout.write(`${say.run.serving(running.url, where[lang])[lang]}\n`);
        const stop = () => void running.close().then(() => process.exit(0));
        process.once("SIGINT", stop);
        process.once("SIGTERM", stop);
      } catch (e) {
        process.stderr.write(`clue-compile serve: ${(e as Error).message}\n`);
        process.exitCode = exit.usage;
      }
    });
}
